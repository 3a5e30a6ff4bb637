import { removeRepresentative } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { BuyerCompanyHandler } from '../buyer-company.handler.js';
import { CompanyPageQuery } from '../company-page.query.js';

/** `company/removeRepresentative`: a representative leaves, removes a colleague or withdraws an invitation. */
@CommandController()
export class RemoveRepresentativeController {
  constructor(
    private readonly handler: BuyerCompanyHandler,
    private readonly page: CompanyPageQuery,
  ) {}

  @CommandRoute(removeRepresentative)
  async remove(@Call() { body, actor }: Call<typeof removeRepresentative>) {
    await this.handler.remove(body, actor);
    return success('Representative removed', await this.page.of(actor.id));
  }
}
