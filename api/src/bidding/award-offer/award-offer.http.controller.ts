import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { marketStatus } from '../../lots/domain/index.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { badRequest } from '../../shared/errors/http-problem.js';
import { centsToDollars } from '../../shared/money/index.js';
import {
  commandIdField,
  oneOf,
  readBody,
  requiredText,
  text,
} from '../../shared/http/request-fields.js';

const changeOfferStatusBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
  user_id: ['id', 'The user acted for or on'],
  status: ['string', 'The new status'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/** `seller/offer/changeOfferStatus`: award one sealed offer, or reject them all (unsold). */
@Controller('seller/offer')
export class AwardOfferController {
  constructor(
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('seller', 'admin')
  @CommandRoute('changeOfferStatus')
  @BodySchema(changeOfferStatusBody)
  async changeOfferStatus(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(changeOfferStatusBody.shape));
    const lotId = requiredText(body, 'id', 'Required', 128);
    const status = oneOf(body, 'status', ['accept', 'reject'] as const);
    const userId = text(body, 'user_id', { max: 128 });
    if (status === 'accept' && !userId)
      throw badRequest('Required', 'request.invalid-field', { field: 'user_id' });
    const command =
      status === 'accept'
        ? { type: 'AwardOffer' as const, userId: userId as string }
        : { type: 'RejectAllOffers' as const };
    const outcome = await this.lots.send(
      lotId,
      command,
      actor,
      this.clock.now(),
      commandIdField(body),
    );
    const s = outcome.state;
    return success(status === 'accept' ? 'Offer accepted' : 'Offers rejected', {
      id: lotId,
      market_status: marketStatus(s),
      buynowed: s.buyerId,
      wprice: centsToDollars(s.soldAmount ?? 0),
      revision: outcome.revision,
    });
  }
}
