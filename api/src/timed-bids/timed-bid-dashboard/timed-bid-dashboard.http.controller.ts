import { getLotTimedBids, getTimedBidDashboard } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { TimedBidsQuery } from './timed-bids.query.js';

@CommandController()
export class TimedBidDashboardController {
  constructor(private readonly timedBids: TimedBidsQuery) {}

  /** `product/ttw_dashboard`: the caller's timed bids (pending, placed, failed with the reason). */
  @CommandRoute(getTimedBidDashboard)
  async dashboard(@Call() { body: { status, ...page }, actor }: Call<typeof getTimedBidDashboard>) {
    return success('Timed bids', await this.timedBids.ofBuyer(actor.id, status, page));
  }

  /** `product/ttwbidhistory`: the caller's timed bids on one lot and their outcomes. */
  @CommandRoute(getLotTimedBids)
  async ofLot(@Call() { body: { id, ...page }, actor }: Call<typeof getLotTimedBids>) {
    return success('Timed bids', await this.timedBids.ofBuyerOnLot(actor.id, id, page));
  }
}
