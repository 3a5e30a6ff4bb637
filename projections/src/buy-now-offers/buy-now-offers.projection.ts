import { ownValue } from '@facet/event-schemas';
import type { BuyNowOfferStatus } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type ProjectedEvent, type Projection } from '../runner/projection.js';
import { typesWhere } from '../runner/event-types.js';

/** One make-offer as its parties see it (cents, the item's basis). */
export interface BuyNowOfferEntry {
  offerId: string;
  lotId: string;
  buyerId: string;
  sellerId: string;
  title: string;
  pricing: 'per_carat' | 'per_item';
  qty: number;
  amount: number;
  bprice: number;
  counter: number | null;
  price: number | null;
  status: BuyNowOfferStatus;
  refusedBy: 'seller' | 'buyer' | 'minimum' | null;
  expiresAt: string;
  createdAt: string;
  holdId: string | null;
}

/**
 * The make-offers one user is a party to, as buyer or as seller (each offer event names both, so
 * it is filed under each). The buyer's `makeoffer/search` and the seller's `adminoffers` read
 * their own document; an admin reads them all.
 */
export interface BuyNowOffersDoc extends Doc {
  id: string;
  offers: Record<string, BuyNowOfferEntry>;
}

type OfferEvent = Extract<ProjectedEvent, { type: `BuyNowOffer${string}` }>;
const isOfferEvent = (e: ProjectedEvent): e is OfferEvent => e.type.startsWith('BuyNowOffer');

function entryAfter(
  entry: BuyNowOfferEntry | undefined,
  e: OfferEvent,
): BuyNowOfferEntry | undefined {
  if (e.type === 'BuyNowOfferMade') {
    const { at, ...d } = e.data;
    return {
      ...d,
      counter: null,
      price: null,
      status: 'pending',
      refusedBy: null,
      createdAt: at,
      holdId: null,
    };
  }
  if (!entry) return undefined;
  switch (e.type) {
    case 'BuyNowOfferCountered':
      return { ...entry, status: 'countered', counter: e.data.amount, expiresAt: e.data.expiresAt };
    case 'BuyNowOfferAccepted':
      return { ...entry, status: 'accepted', price: e.data.price, holdId: e.data.holdId };
    case 'BuyNowOfferRefused':
      return { ...entry, status: 'refused', refusedBy: e.data.by };
    case 'BuyNowOfferExpired':
      return { ...entry, status: 'expired' };
  }
}

export const buyNowOffersProjection: Projection<BuyNowOffersDoc> = {
  name: 'buy-now-offers',
  version: 1,
  types: typesWhere(isOfferEvent),
  route: (e) => (isOfferEvent(e) ? [e.data.buyerId, e.data.sellerId] : NO_DOCS),
  evolve: (doc, e, id) => {
    if (!isOfferEvent(e)) return undefined;
    const d = doc ?? { id, offers: {} };
    const next = entryAfter(ownValue(d.offers, e.data.offerId), e);
    if (!next) return undefined;
    return { ...d, offers: { ...d.offers, [e.data.offerId]: next } };
  },
};
