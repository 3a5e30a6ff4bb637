import { registerBuyerCompany } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { BuyerCompanyHandler } from '../buyer-company.handler.js';
import { CompanyPageQuery } from '../company-page.query.js';

/** `company/register`: the caller registers their company and becomes its first representative. */
@CommandController()
export class RegisterCompanyController {
  constructor(
    private readonly handler: BuyerCompanyHandler,
    private readonly page: CompanyPageQuery,
  ) {}

  @CommandRoute(registerBuyerCompany)
  async registerCompany(@Call() { body, actor }: Call<typeof registerBuyerCompany>) {
    await this.handler.registerCompany(body, actor);
    return success('Company registered', await this.page.of(actor.id));
  }
}
