import type { ListResponse } from './list.model.js';

export const buyNowOfferStatuses = [
  'pending',
  'countered',
  'accepted',
  'refused',
  'expired',
] as const;
/** pending: the seller answers; countered: the buyer answers; the rest are ends. */
export type BuyNowOfferStatus = (typeof buyNowOfferStatuses)[number];

/**
 * A make-offer on a buy-now item, as its buyer (`makeoffer/search`) or its seller or an admin
 * (`seller/offer/adminoffers` with `kind: buynow`) sees it. Money in dollars, in the item's basis:
 * per carat for per-carat items, per unit otherwise (`pricing` says which).
 */
export interface BuyNowOfferRecord {
  id: string;
  kind: 'buynow';
  lot_id: string;
  lot_title: string;
  buyer_id: string;
  /** The buyer's name: only on the seller's and admin's list. */
  first_name?: string;
  last_name?: string;
  seller_id: string;
  pricing: 'per_carat' | 'per_item';
  qty: number;
  /** What the buyer offered. */
  amount: number;
  /** The buy-now price the offer was made against. */
  bprice: number;
  /** The seller's counter, if any. */
  counter_amount: number | null;
  /** The price agreed once accepted (the offer or the counter). */
  price: number | null;
  status: BuyNowOfferStatus;
  /** Who refused: seller, buyer, or minimum (under the seller's floor, refused at once). */
  refused_by: 'seller' | 'buyer' | 'minimum' | null;
  /** Until when the pending offer or the counter can be answered. */
  expires_at: string;
  created_at: string;
  /** The cart item (hold) an accepted offer put in the buyer's cart. */
  cart_id: string | null;
}

export type BuyNowOfferList = ListResponse<BuyNowOfferRecord>;

/** `makeoffer/addToMakeoffer` on a buy-now item, `makeoffer/changeCounterStatus`, `changeOfferStatus` on one. */
export interface BuyNowOfferAnswer {
  kind: 'buynow';
  offer: BuyNowOfferRecord;
  revision: number;
}
