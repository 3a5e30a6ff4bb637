import { listCompanyOwners } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { listed } from '../../shared/http/envelope.js';
import { CompanyOwnersQuery } from './company-owners.query.js';

/** Beneficial owners of the caller's company; only ever the caller's own records. */
@CommandController()
export class ListCompanyOwnersController {
  constructor(private readonly owners: CompanyOwnersQuery) {}

  @CommandRoute(listCompanyOwners)
  list(@Call() { actor }: Call<typeof listCompanyOwners>) {
    return listed('Company owners', this.owners.of(actor.id));
  }
}
