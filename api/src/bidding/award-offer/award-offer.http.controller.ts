import { Inject } from '@nestjs/common';
import { decideOffers } from '@facet/event-schemas';
import { marketStatus } from '../../lots/domain/index.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { AnswerOfferHandler } from '../../offers/answer-offer/answer-offer.handler.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { SpendingCapGate } from '../../spending-caps/spending-cap-gate.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { centsToDollars } from '../../shared/money/index.js';

/**
 * `seller/offer/changeOfferStatus`: with `offer_id` the seller's answer to one make-offer (offers
 * context); without, award one sealed offer, or reject them all (unsold), as before.
 */
@CommandController('seller', 'admin')
export class AwardOfferController {
  constructor(
    private readonly lots: LotCommandBus,
    private readonly makeOffers: AnswerOfferHandler,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly caps: SpendingCapGate,
  ) {}

  @CommandRoute(decideOffers)
  async changeOfferStatus(
    @Call()
    {
      body: { id, status, user_id, offer_id, amount, commandId },
      actor,
    }: Call<typeof decideOffers>,
  ) {
    if (offer_id) {
      const request = { offerId: offer_id, lotId: id, status, amount, commandId };
      return success(
        `Offer ${status === 'counter' ? 'countered' : `${status}ed`}`,
        await this.makeOffers.execute(request, actor),
      );
    }
    const at = this.clock.now();
    // Issue 30: an award is checked against the buyer's spending cap, read in the auction's turn (CAP-7).
    const { state, revision } =
      status === 'accept'
        ? await this.caps.withCaps(
            id,
            { type: 'AwardOffer' as const, userId: user_id as string },
            (command) => this.lots.send(id, command, actor, at, commandId),
          )
        : await this.lots.send(id, { type: 'RejectAllOffers' }, actor, at, commandId);
    return success(status === 'accept' ? 'Offer accepted' : 'Offers rejected', {
      id,
      market_status: marketStatus(state),
      buynowed: state.buyerId,
      wprice: centsToDollars(state.soldAmount ?? 0),
      revision,
    });
  }
}
