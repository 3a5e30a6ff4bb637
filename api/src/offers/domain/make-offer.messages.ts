import type { RejectionCode } from '@facet/event-schemas';

type MakeOfferCode = Extract<RejectionCode, `makeoffer.${string}`>;

/** Plain English: the spec names no wording for make-offers beyond 'Enter Valid Price'. */
export const makeOfferMessages: Record<MakeOfferCode, () => string> = {
  'makeoffer.amount-required': () => 'Enter Offer Price',
  'makeoffer.at-buy-now-price': () => 'Your offer must be below the buy-now price',
  'makeoffer.counter-invalid': () =>
    "A counter must be above the buyer's offer and at most the buy-now price",
  'makeoffer.expired': () => 'This offer has expired',
  'makeoffer.forbidden': () => 'You are not allowed to do this',
  'makeoffer.not-answerable': () => 'This offer can no longer be answered',
  'makeoffer.not-found': () => 'Offer not found',
  'makeoffer.not-offered': () => 'This item does not take offers',
  'makeoffer.own-item': () => 'You cannot make an offer on your own item',
  'makeoffer.qty-invalid': () => 'Enter a quantity the item has available',
};
