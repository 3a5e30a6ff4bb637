import { ownValue } from '@facet/event-schemas';
import { Controller } from '@nestjs/common';
import { placeOffer, type RequestOf } from '@facet/event-schemas';
import { BidReceipts } from '../../audit/bid-receipts/bid-receipts.service.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { MakeOfferHandler, takesMakeOffers } from '../../offers/make-offer/make-offer.handler.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { newId } from '../../shared/ids/ids.js';
import { bidResponse } from '../place-bid/bid-response.js';

/**
 * `makeoffer/addToMakeoffer`: the product named decides. A buy-now item that takes offers: a
 * make-offer to its seller (offers context). Otherwise a sealed offer that replaces the bidder's
 * previous one while the lot is open, exactly as before.
 */
@Controller()
export class PlaceOfferController {
  constructor(
    private readonly lots: LotCommandBus,
    private readonly receipts: BidReceipts,
    private readonly makeOffers: MakeOfferHandler,
  ) {}

  @CommandRoute(placeOffer)
  async addToMakeoffer(
    @ValidBody() r: RequestOf<typeof placeOffer>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof placeOffer>> {
    const lot = await this.makeOffers.lot(r.id);
    if (takesMakeOffers(lot)) {
      const request = { lotId: r.id, amount: r.wsprice, qty: r.qty ?? 1, commandId: r.commandId };
      return success('Offer sent', await this.makeOffers.execute(request, lot, actor));
    }
    const command = { type: 'PlaceOffer' as const, bidId: newId(), amount: r.wsprice };
    const outcome = await this.lots.sendNow(r.id, command, actor, r.commandId, {
      amount: r.wsprice,
    });
    const offer = ownValue(outcome.state.offers, actor.id);
    const receipt = await this.receipts.ofCommand(outcome.events, actor.id);
    return success('Offer Placed Successfully', {
      ...bidResponse(r.id, outcome, actor.id),
      my_offer: offer ? offer.amount / 100 : null,
      ...(receipt ? { receipt } : {}),
    });
  }
}
