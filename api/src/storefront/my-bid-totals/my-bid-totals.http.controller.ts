import { countAuctionsPlaced, countAuctionsWon } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { MyBidTotalsQuery } from './my-bid-totals.query.js';

const counted = (message: string, count: number) =>
  success(message, { count, totalRecords: count });

/** `product/totalAuctionswon`, `product/totalAuctionsPlaced`: the caller's own totals. */
@CommandController()
export class MyBidTotalsController {
  constructor(private readonly totals: MyBidTotalsQuery) {}

  @CommandRoute(countAuctionsWon)
  async won(@Call() { actor }: Call<typeof countAuctionsWon>) {
    return counted('Auctions won', await this.totals.won(actor.id));
  }

  @CommandRoute(countAuctionsPlaced)
  async placed(@Call() { actor }: Call<typeof countAuctionsPlaced>) {
    return counted('Auctions placed', await this.totals.placed(actor.id));
  }
}
