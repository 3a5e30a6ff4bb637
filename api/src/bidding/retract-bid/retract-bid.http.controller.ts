import { retractBid } from '@facet/event-schemas';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { bidResponse } from '../place-bid/bid-response.js';

/**
 * `bid/bidCancel`: an admin retracts a bid; price and leader are recomputed without it.
 * `seller/product/ttwbidhistoryUpdate` with a `bid_id` still does the same (timed-bids context).
 */
@CommandController('admin')
export class RetractBidController {
  constructor(private readonly lots: LotCommandBus) {}

  @CommandRoute(retractBid)
  async retract(@Call() { body: r, actor }: Call<typeof retractBid>) {
    const command = { type: 'RetractBid' as const, bidId: r.bid_id, reason: r.reason };
    const outcome = await this.lots.sendNow(r.id, command, actor, r.commandId);
    return success('Bid cancelled successfully', bidResponse(r.id, outcome, actor.id));
  }
}
