import type { BuyNowOfferRecord, BuyNowOfferStatus } from '@facet/event-schemas';

export type OfferStatusFilter = 'all' | BuyNowOfferStatus;

// The server's statuses (web imports only types from event-schemas).
export const OFFER_FILTERS: readonly OfferStatusFilter[] = [
  'all',
  'pending',
  'countered',
  'accepted',
  'refused',
  'expired',
];

export const statusColor: Record<BuyNowOfferStatus, string> = {
  pending: 'blue',
  countered: 'orange',
  accepted: 'teal',
  refused: 'gray',
  expired: 'gray',
};

/** Whose turn it is: the seller answers a pending offer, the buyer a counter. */
export const sellerMayAnswer = (o: BuyNowOfferRecord, nowMs: number) =>
  o.status === 'pending' && Date.parse(o.expires_at) > nowMs;
export const buyerMayAnswer = (o: BuyNowOfferRecord, nowMs: number) =>
  o.status === 'countered' && Date.parse(o.expires_at) > nowMs;

/** The item's basis: amounts are per carat for per-carat items, per unit otherwise. */
export const basisKey = (o: Pick<BuyNowOfferRecord, 'pricing'>) =>
  o.pricing === 'per_carat' ? 'perCarat' : 'each';
