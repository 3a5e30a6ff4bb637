import { updateTimedBidHistory } from '@facet/event-schemas';
import { bidResponse } from '../../bidding/place-bid/bid-response.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { ChangeTimedBidHandler } from '../change-timed-bid/change-timed-bid.handler.js';

/**
 * `seller/product/ttwbidhistoryUpdate`: the admin's action from a lot's bid history. `ttw_id`
 * cancels a pending timed bid (the owner is told by its status); `bid_id` retracts a bid exactly
 * as `bid/bidCancel` does, which is what this path did before timed bids existed.
 */
@CommandController('admin')
export class TimedBidHistoryUpdateController {
  constructor(
    private readonly lots: LotCommandBus,
    private readonly timedBids: ChangeTimedBidHandler,
  ) {}

  @CommandRoute(updateTimedBidHistory)
  async update(@Call() { body: r, actor }: Call<typeof updateTimedBidHistory>) {
    if (r.ttw_id) {
      const answer = await this.timedBids.cancel({ ...r, ttw_id: r.ttw_id }, actor);
      return success('Timed bid cancelled', answer);
    }
    const command = { type: 'RetractBid' as const, bidId: r.bid_id ?? '', reason: r.reason };
    const outcome = await this.lots.sendNow(r.id, command, actor, r.commandId);
    return success('Bid cancelled successfully', bidResponse(r.id, outcome, actor.id));
  }
}
