import { Controller, Inject } from '@nestjs/common';
import { decideOffers, type RequestOf } from '@facet/event-schemas';
import { marketStatus } from '../../lots/domain/index.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { centsToDollars } from '../../shared/money/index.js';

/** `seller/offer/changeOfferStatus`: award one sealed offer, or reject them all (unsold). */
@Controller()
export class AwardOfferController {
  constructor(
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('seller', 'admin')
  @CommandRoute(decideOffers)
  async changeOfferStatus(
    @ValidBody() { id, status, user_id, commandId }: RequestOf<typeof decideOffers>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof decideOffers>> {
    const command =
      status === 'accept'
        ? { type: 'AwardOffer' as const, userId: user_id as string }
        : { type: 'RejectAllOffers' as const };
    const at = this.clock.now();
    const { state, revision } = await this.lots.send(id, command, actor, at, commandId);
    return success(status === 'accept' ? 'Offer accepted' : 'Offers rejected', {
      id,
      market_status: marketStatus(state),
      buynowed: state.buyerId,
      wprice: centsToDollars(state.soldAmount ?? 0),
      revision,
    });
  }
}
