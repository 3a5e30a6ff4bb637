import { Controller } from '@nestjs/common';
import { type RequestOf, updateTimedBidHistory } from '@facet/event-schemas';
import { bidResponse } from '../../bidding/place-bid/bid-response.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { ChangeTimedBidHandler } from '../change-timed-bid/change-timed-bid.handler.js';

/**
 * `seller/product/ttwbidhistoryUpdate`: the admin's action from a lot's bid history. `ttw_id`
 * cancels a pending timed bid (the owner is told by its status); `bid_id` retracts a bid exactly
 * as `bid/bidCancel` does, which is what this path did before timed bids existed.
 */
@Controller()
export class TimedBidHistoryUpdateController {
  constructor(
    private readonly lots: LotCommandBus,
    private readonly timedBids: ChangeTimedBidHandler,
  ) {}

  @Roles('admin')
  @CommandRoute(updateTimedBidHistory)
  async update(
    @ValidBody() r: RequestOf<typeof updateTimedBidHistory>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof updateTimedBidHistory>> {
    if (r.ttw_id) {
      const answer = await this.timedBids.cancel({ ...r, ttw_id: r.ttw_id }, actor);
      return success('Timed bid cancelled', answer);
    }
    const command = { type: 'RetractBid' as const, bidId: r.bid_id ?? '', reason: r.reason };
    const outcome = await this.lots.sendNow(r.id, command, actor, r.commandId);
    return success('Bid cancelled successfully', bidResponse(r.id, outcome, actor.id));
  }
}
