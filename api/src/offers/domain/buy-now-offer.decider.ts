import type { BuyNowOfferEvent } from '@facet/event-schemas';
import type { Decider } from '@facet/event-store';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { addMinutes, toMs } from '../../shared/domain/instant.rules.js';
import type { BuyNowOfferCommand, MakeBuyNowOffer } from './buy-now-offer.commands.js';
import {
  type BuyNowOfferState,
  initialOfferState,
  OFFER_OPEN_HOURS,
} from './buy-now-offer.state.js';

/**
 * A buyer's make-offer on a buy-now item (one stream per offer: offers on one item never wait on
 * each other; the item's units are guarded by the lot's stream when an offer is accepted).
 *
 * MO-1  An offer is made only on a buy-now item that takes offers and is on sale now.
 * MO-2  Nobody offers on their own item.
 * MO-3  An offer has an amount, below the buy-now price (at it, the buyer just buys).
 * MO-4  The quantity is at least 1 and at most the units available when it is made.
 * MO-5  An offer under the seller's minimum is recorded and refused at once ('minimum').
 * MO-6  The same offer made again (same id) records nothing.
 * MO-7  Only the item's seller (or an admin) answers a pending offer: accept, refuse or counter.
 * MO-8  A counter is above the buyer's offer and at most the buy-now price; it opens 48 h more.
 * MO-9  Only the buyer answers a counter: accept or refuse.
 * MO-10 Nothing is answered after its time: an offer and a counter expire after 48 h, once.
 * MO-11 Accepting records the agreed price (the offer, or the counter) and the cart hold taken.
 * MO-12 A finished offer (accepted, refused, expired) is never answered again.
 */

const parties = (s: BuyNowOfferState) => ({
  offerId: s.offerId ?? '',
  lotId: s.lotId,
  buyerId: s.buyerId,
  sellerId: s.sellerId,
});

const isSellerSide = (s: BuyNowOfferState, actor: Actor): boolean =>
  actor.id === s.sellerId || actor.role === 'admin';

/** Who may answer the offer now, as what (MO-7, MO-9, MO-10, MO-12); throws otherwise. */
export function answerer(s: BuyNowOfferState, actor: Actor, at: string): 'seller' | 'buyer' {
  if (s.status === 'none') return reject('makeoffer.not-found');
  if (s.status !== 'pending' && s.status !== 'countered') reject('makeoffer.not-answerable');
  const side = s.status === 'pending' ? 'seller' : 'buyer';
  const allowed = side === 'seller' ? isSellerSide(s, actor) : actor.id === s.buyerId;
  if (!allowed) {
    const party = actor.id === s.buyerId || isSellerSide(s, actor);
    reject(party ? 'makeoffer.not-answerable' : 'makeoffer.not-found');
  }
  if (toMs(at) >= toMs(s.expiresAt)) reject('makeoffer.expired');
  return side;
}

/** The price an acceptance now agrees: the counter when the buyer takes it, else the offer. */
export const agreedPrice = (s: BuyNowOfferState): number =>
  s.status === 'countered' && s.counter !== null ? s.counter : s.amount;

function make(cmd: MakeBuyNowOffer, s: BuyNowOfferState): BuyNowOfferEvent[] {
  if (s.status !== 'none') return [];
  const { item } = cmd;
  if (!item.takesOffers) reject('makeoffer.not-offered');
  if (cmd.actor.id === item.sellerId) reject('makeoffer.own-item');
  if (cmd.amount === null || cmd.amount <= 0) return reject('makeoffer.amount-required');
  if (cmd.amount >= item.bprice) reject('makeoffer.at-buy-now-price');
  if (!Number.isSafeInteger(cmd.qty) || cmd.qty < 1 || cmd.qty > item.available)
    reject('makeoffer.qty-invalid', { available: item.available });
  const ids = {
    offerId: cmd.offerId,
    lotId: item.lotId,
    buyerId: cmd.actor.id,
    sellerId: item.sellerId,
  };
  const made: BuyNowOfferEvent = {
    type: 'BuyNowOfferMade',
    data: {
      ...ids,
      title: item.title,
      pricing: item.pricing,
      qty: cmd.qty,
      amount: cmd.amount,
      bprice: item.bprice,
      expiresAt: addMinutes(cmd.at, OFFER_OPEN_HOURS * 60),
      at: cmd.at,
    },
  };
  if (item.minimum !== null && cmd.amount < item.minimum)
    return [made, { type: 'BuyNowOfferRefused', data: { ...ids, by: 'minimum', at: cmd.at } }];
  return [made];
}

function decide(cmd: BuyNowOfferCommand, s: BuyNowOfferState): BuyNowOfferEvent[] {
  switch (cmd.type) {
    case 'MakeBuyNowOffer':
      return make(cmd, s);
    case 'CounterBuyNowOffer': {
      if (answerer(s, cmd.actor, cmd.at) !== 'seller') return reject('makeoffer.not-answerable');
      if (cmd.amount <= s.amount || cmd.amount > s.bprice) reject('makeoffer.counter-invalid');
      const expiresAt = addMinutes(cmd.at, OFFER_OPEN_HOURS * 60);
      const data = { ...parties(s), amount: cmd.amount, expiresAt, at: cmd.at };
      return [{ type: 'BuyNowOfferCountered', data }];
    }
    case 'AcceptBuyNowOffer': {
      if (s.status === 'accepted' && s.holdId === cmd.holdId) return [];
      const by = answerer(s, cmd.actor, cmd.at);
      const data = { ...parties(s), by, price: agreedPrice(s), qty: s.qty, holdId: cmd.holdId };
      return [{ type: 'BuyNowOfferAccepted', data: { ...data, at: cmd.at } }];
    }
    case 'RefuseBuyNowOffer': {
      const by = answerer(s, cmd.actor, cmd.at);
      return [{ type: 'BuyNowOfferRefused', data: { ...parties(s), by, at: cmd.at } }];
    }
    case 'ExpireBuyNowOffer':
      if (s.status !== 'pending' && s.status !== 'countered') return [];
      if (toMs(cmd.at) < toMs(s.expiresAt)) return [];
      return [{ type: 'BuyNowOfferExpired', data: { ...parties(s), at: cmd.at } }];
  }
}

function evolve(s: BuyNowOfferState, e: BuyNowOfferEvent): BuyNowOfferState {
  switch (e.type) {
    case 'BuyNowOfferMade': {
      const d = e.data;
      return {
        ...s,
        ...d,
        counter: null,
        price: null,
        status: 'pending',
        refusedBy: null,
        createdAt: d.at,
        holdId: null,
      };
    }
    case 'BuyNowOfferCountered':
      return { ...s, status: 'countered', counter: e.data.amount, expiresAt: e.data.expiresAt };
    case 'BuyNowOfferAccepted':
      return { ...s, status: 'accepted', price: e.data.price, holdId: e.data.holdId };
    case 'BuyNowOfferRefused':
      return { ...s, status: 'refused', refusedBy: e.data.by };
    case 'BuyNowOfferExpired':
      return { ...s, status: 'expired' };
  }
}

export const buyNowOfferDecider: Decider<BuyNowOfferCommand, BuyNowOfferState, BuyNowOfferEvent> = {
  initialState: initialOfferState,
  evolve,
  decide,
};
