import { Inject, Injectable } from '@nestjs/common';
import type { BuyNowOfferAnswer } from '@facet/event-schemas';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { systemActor } from '../../shared/domain/actor.js';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import { agreedPrice, answerer, OFFER_OPEN_HOURS } from '../domain/index.js';
import { BuyNowOfferCommandBus } from '../offer-bus/buy-now-offer-command-bus.js';
import { OfferMailNotifier } from '../offer-mails/offer-mail.notifier.js';
import { stateRecord } from '../offer-record.mapper.js';

export type OfferAnswerChoice = 'accept' | 'reject' | 'counter';

export interface AnswerOfferRequest {
  offerId: string;
  /** The lot the caller names (the seller's route names it): must be the offer's. */
  lotId?: string;
  status: OfferAnswerChoice;
  amount?: number | undefined;
  commandId: string | undefined;
}

/** One hold per offer: a retried acceptance finds its hold instead of taking a second. */
export const offerHoldId = (offerId: string): string => `offer-${offerId}`.slice(0, 128);

/**
 * The seller's answer to an offer (`changeOfferStatus`) and the buyer's to a counter
 * (`makeoffer/changeCounterStatus`); who may answer what is the decider's (MO-7, MO-9). An acceptance first
 * takes the units on the lot's stream at the agreed price (the lot refuses when they are gone:
 * never oversold), then records itself on the offer; if that fails, the hold is given back.
 */
@Injectable()
export class AnswerOfferHandler {
  constructor(
    private readonly offers: BuyNowOfferCommandBus,
    private readonly lots: LotCommandBus,
    private readonly mails: OfferMailNotifier,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(r: AnswerOfferRequest, actor: Actor): Promise<BuyNowOfferAnswer> {
    const at = this.clock.now();
    const offer = await this.offers.load(r.offerId);
    if (offer.status === 'none' || (r.lotId !== undefined && offer.lotId !== r.lotId))
      throw new DomainRejection('makeoffer.not-found');
    const holdId = offerHoldId(r.offerId);
    if (r.status === 'accept' && !(offer.status === 'accepted' && offer.holdId === holdId)) {
      answerer(offer, actor, at.toISOString());
      await this.lots.send(
        offer.lotId,
        {
          type: 'HoldForOffer',
          holdId,
          offerId: r.offerId,
          buyerId: offer.buyerId,
          qty: offer.qty,
          unitPrice: agreedPrice(offer),
          holdMinutes: OFFER_OPEN_HOURS * 60,
        },
        actor,
        at,
        r.commandId === undefined ? undefined : `${r.commandId}:hold`,
      );
    }
    const command =
      r.status === 'accept'
        ? { type: 'AcceptBuyNowOffer' as const, holdId }
        : r.status === 'counter'
          ? { type: 'CounterBuyNowOffer' as const, amount: r.amount ?? 0 }
          : { type: 'RefuseBuyNowOffer' as const };
    try {
      const outcome = await this.offers.send(r.offerId, command, actor, at, r.commandId, {
        offer_id: r.offerId,
        status: r.status,
        amount: r.amount ?? null,
      });
      await this.mails.after(outcome.events, outcome.state);
      return { kind: 'buynow', offer: stateRecord(outcome.state), revision: outcome.revision };
    } catch (err) {
      if (r.status === 'accept') await this.giveBack(r, offer.lotId, at);
      throw err;
    }
  }

  /** An acceptance that took its hold but was not recorded (e.g. it expired meanwhile). */
  private async giveBack(r: AnswerOfferRequest, lotId: string, at: Date): Promise<void> {
    if ((await this.offers.load(r.offerId)).status === 'accepted') return;
    await this.lots
      .send(
        lotId,
        { type: 'ReleaseHold', holdId: offerHoldId(r.offerId), reason: 'cancelled' },
        systemActor,
        at,
      )
      // It lapses on its own at its time if this fails too.
      .catch(() => undefined);
  }
}
