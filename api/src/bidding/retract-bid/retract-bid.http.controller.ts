import { Controller } from '@nestjs/common';
import { type RequestOf, retractBid } from '@facet/event-schemas';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { bidResponse } from '../place-bid/bid-response.js';

/**
 * `bid/bidCancel`: an admin retracts a bid; price and leader are recomputed without it.
 * `seller/product/ttwbidhistoryUpdate` with a `bid_id` still does the same (timed-bids context).
 */
@Controller()
export class RetractBidController {
  constructor(private readonly lots: LotCommandBus) {}

  @Roles('admin')
  @CommandRoute(retractBid)
  async retract(
    @ValidBody() r: RequestOf<typeof retractBid>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof retractBid>> {
    const command = { type: 'RetractBid' as const, bidId: r.bid_id, reason: r.reason };
    const outcome = await this.lots.sendNow(r.id, command, actor, r.commandId);
    return success('Bid cancelled successfully', bidResponse(r.id, outcome, actor.id));
  }
}
