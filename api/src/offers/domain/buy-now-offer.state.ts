import type { BuyNowOfferStatus } from '@facet/event-schemas';

/** How long an offer, and then a counter, stays open; and an accepted offer's cart hold. */
export const OFFER_OPEN_HOURS = 48;

/** One make-offer (stream `buynow-offer-<offerId>`), amounts in cents in the item's basis. */
export interface BuyNowOfferState {
  offerId: string | null;
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
  status: BuyNowOfferStatus | 'none';
  refusedBy: 'seller' | 'buyer' | 'minimum' | null;
  expiresAt: string;
  createdAt: string;
  holdId: string | null;
}

export const initialOfferState = (): BuyNowOfferState => ({
  offerId: null,
  lotId: '',
  buyerId: '',
  sellerId: '',
  title: '',
  pricing: 'per_carat',
  qty: 0,
  amount: 0,
  bprice: 0,
  counter: null,
  price: null,
  status: 'none',
  refusedBy: null,
  expiresAt: '1970-01-01T00:00:00.000Z',
  createdAt: '1970-01-01T00:00:00.000Z',
  holdId: null,
});

/** What the item says when an offer is made on it, read from the lot's own state. */
export interface OfferedItem {
  lotId: string;
  sellerId: string;
  title: string;
  pricing: 'per_carat' | 'per_item';
  bprice: number;
  /** A buy-now item that takes offers, on sale now. */
  takesOffers: boolean;
  /** Units nobody holds or bought. */
  available: number;
  /** The seller's floor, or null. */
  minimum: number | null;
}
