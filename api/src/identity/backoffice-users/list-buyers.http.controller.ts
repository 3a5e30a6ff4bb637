import { listBiddingBuyers, listBuyers } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { UserListQuery } from './user-list.query.js';

/** The back office's buyers, all of them or the bidding ones (verified accounts). */
@CommandController('admin')
export class ListBuyersController {
  constructor(private readonly users: UserListQuery) {}

  @CommandRoute(listBuyers)
  all(@Call() { body: q }: Call<typeof listBuyers>) {
    return success('Buyers', this.users.buyers(q));
  }

  @CommandRoute(listBiddingBuyers)
  bidding(@Call() { body: q }: Call<typeof listBiddingBuyers>) {
    return success('Bidding buyers', this.users.biddingBuyers(q));
  }
}
