import { inviteRepresentative } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { BuyerCompanyHandler } from '../buyer-company.handler.js';
import { CompanyPageQuery } from '../company-page.query.js';

/** `company/addRepresentative`: a representative invites another buyer account by its email. */
@CommandController()
export class AddRepresentativeController {
  constructor(
    private readonly handler: BuyerCompanyHandler,
    private readonly page: CompanyPageQuery,
  ) {}

  @CommandRoute(inviteRepresentative)
  async invite(@Call() { body, actor }: Call<typeof inviteRepresentative>) {
    await this.handler.invite(body, actor);
    return success('Representative invited', await this.page.of(actor.id));
  }
}
