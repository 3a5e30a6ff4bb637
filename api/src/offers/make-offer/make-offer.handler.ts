import { Inject, Injectable } from '@nestjs/common';
import type { BuyNowOfferAnswer } from '@facet/event-schemas';
import { availableQty, buyNowOffered, type LotState } from '../../lots/domain/index.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { newId } from '../../shared/ids/ids.js';
import type { OfferedItem } from '../domain/index.js';
import { BuyNowOfferCommandBus } from '../offer-bus/buy-now-offer-command-bus.js';
import { OfferMailNotifier } from '../offer-mails/offer-mail.notifier.js';
import { stateRecord } from '../offer-record.mapper.js';

/**
 * The discriminator of `makeoffer/addToMakeoffer`: the product named. A buy-now item whose seller
 * takes offers gets a make-offer; anything else (a sealed lot) the sealed offer, as before.
 */
export const takesMakeOffers = (lot: LotState): boolean =>
  lot.details.auctiontype !== 'sealed' &&
  lot.details.buynow === 1 &&
  lot.details.accept_offers === 1;

export interface MakeOfferRequest {
  lotId: string;
  amount: number | null;
  qty: number;
  commandId: string | undefined;
}

/** A buyer's make-offer on a buy-now item: decided on its own stream, the seller mailed. */
@Injectable()
export class MakeOfferHandler {
  constructor(
    private readonly lots: LotCommandBus,
    private readonly offers: BuyNowOfferCommandBus,
    private readonly mails: OfferMailNotifier,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The lot as the command side knows it, to choose between the two offers. */
  lot = (lotId: string): Promise<LotState> => this.lots.latest(lotId);

  async execute(r: MakeOfferRequest, lot: LotState, actor: Actor): Promise<BuyNowOfferAnswer> {
    const at = this.clock.now();
    const d = lot.details;
    const item: OfferedItem = {
      lotId: lot.lotId,
      sellerId: lot.sellerId,
      title: d.title,
      pricing: d.pricing,
      bprice: d.bprice,
      takesOffers: takesMakeOffers(lot) && buyNowOffered(lot, at.toISOString()),
      available: availableQty(lot),
      minimum: d.offer_minimum ?? null,
    };
    // A retried request (same commandId) lands on the same stream and is answered from it.
    const offerId = r.commandId ? `${actor.id}-${r.commandId}`.slice(0, 128) : newId();
    const command = {
      type: 'MakeBuyNowOffer' as const,
      offerId,
      item,
      amount: r.amount,
      qty: r.qty,
    };
    const outcome = await this.offers.send(offerId, command, actor, at, r.commandId, {
      lotId: r.lotId,
      amount: r.amount,
      qty: r.qty,
    });
    await this.mails.after(outcome.events, outcome.state);
    return { kind: 'buynow', offer: stateRecord(outcome.state), revision: outcome.revision };
  }
}
