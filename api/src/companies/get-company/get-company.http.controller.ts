import { getBuyerCompany } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { CompanyPageQuery } from '../company-page.query.js';

/** `company/get`: the caller's company page (their company, its representatives, invitations). */
@CommandController()
export class GetCompanyController {
  constructor(private readonly page: CompanyPageQuery) {}

  @CommandRoute(getBuyerCompany)
  async get(@Call() { actor }: Call<typeof getBuyerCompany>) {
    return success('Company', await this.page.of(actor.id));
  }
}
