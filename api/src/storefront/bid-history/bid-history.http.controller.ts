import { listBidHistory } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute, PublicCall } from '../../shared/http/controller.js';
import { listed } from '../../shared/http/envelope.js';
import { BidHistoryQuery } from './bid-history.query.js';

/** `product/bidhistory`: a lot's bids, 10 a page, newest first; others' names masked. */
@CommandController()
export class BidHistoryController {
  constructor(private readonly query: BidHistoryQuery) {}

  @Public()
  @CommandRoute(listBidHistory)
  async bidHistory(@Call() { body: q, actor }: PublicCall<typeof listBidHistory>) {
    const { records, total } = await this.query.page(q, actor);
    return listed('Bid history', records, total);
  }
}
