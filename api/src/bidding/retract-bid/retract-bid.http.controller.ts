import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { commandIdField, readBody, requiredText } from '../../shared/http/request-fields.js';
import { bidResponse } from '../place-bid/bid-response.js';

const retractBidBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
  bid_id: ['id', 'The bid id'],
  reason: ['string', 'Why, text'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/**
 * `bid/bidCancel`: an admin retracts a bid; price and leader are recomputed without it.
 * `seller/product/ttwbidhistoryUpdate` is the same update made from the back office's bid history.
 */
@Controller()
export class RetractBidController {
  constructor(
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('admin')
  @CommandRoute('bid/bidCancel')
  @BodySchema(retractBidBody)
  bidCancel(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    return this.retract(raw, actor);
  }

  @Roles('admin')
  @CommandRoute('seller/product/ttwbidhistoryUpdate')
  @BodySchema(retractBidBody)
  ttwBidHistoryUpdate(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    return this.retract(raw, actor);
  }

  private async retract(raw: unknown, actor: Actor) {
    const body = readBody(raw, Object.keys(retractBidBody.shape));
    const lotId = requiredText(body, 'id', 'Required', 128);
    const command = {
      type: 'RetractBid' as const,
      bidId: requiredText(body, 'bid_id', 'Required', 128),
      reason: requiredText(body, 'reason', 'Required', 500),
    };
    const outcome = await this.lots.send(
      lotId,
      command,
      actor,
      this.clock.now(),
      commandIdField(body),
    );
    return success('Bid cancelled successfully', bidResponse(lotId, outcome, actor.id));
  }
}
