import { listDeposits } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { listed } from '../../shared/http/envelope.js';
import { DepositsQuery } from './deposits.query.js';

@CommandController()
export class ListDepositsController {
  constructor(private readonly deposits: DepositsQuery) {}

  /** `deposit/alldeposits`: the caller's bid deposits (spec 7), newest first. */
  @CommandRoute(listDeposits)
  async all(@Call() { body, actor }: Call<typeof listDeposits>) {
    const { records, total } = await this.deposits.ofBuyer(actor.id, body);
    return listed('Deposits', records, total);
  }
}
