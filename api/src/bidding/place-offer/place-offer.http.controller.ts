import { Controller } from '@nestjs/common';
import { placeOffer, type RequestOf } from '@facet/event-schemas';
import { BidReceipts } from '../../audit/bid-receipts/bid-receipts.service.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { newId } from '../../shared/ids/ids.js';
import { bidResponse } from '../place-bid/bid-response.js';

/** `makeoffer/addToMakeoffer`: a sealed offer; replaces the bidder's previous one while open. */
@Controller()
export class PlaceOfferController {
  constructor(
    private readonly lots: LotCommandBus,
    private readonly receipts: BidReceipts,
  ) {}

  @CommandRoute(placeOffer)
  async addToMakeoffer(
    @ValidBody() r: RequestOf<typeof placeOffer>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof placeOffer>> {
    const command = { type: 'PlaceOffer' as const, bidId: newId(), amount: r.wsprice };
    const outcome = await this.lots.sendNow(r.id, command, actor, r.commandId, {
      amount: r.wsprice,
    });
    const offer = outcome.state.offers[actor.id];
    const receipt = await this.receipts.ofCommand(outcome.events, actor.id);
    return success('Offer Placed Successfully', {
      ...bidResponse(r.id, outcome, actor.id),
      my_offer: offer ? offer.amount / 100 : null,
      ...(receipt ? { receipt } : {}),
    });
  }
}
