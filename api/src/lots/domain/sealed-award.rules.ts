import { ownValue, type LotEvent } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import { toMs } from '../../shared/domain/instant.rules.js';
import { lotTotal } from '../../shared/money/index.js';
import type { LotState } from './lot.state.js';
import { hasRoomFor, type SpendingCaps } from './spending-cap.rules.js';

export const invoiceNumber = (state: LotState): string =>
  `INV-${state.lotId}-${state.invoices + 1}`;

export interface RankedOffer {
  userId: string;
  bidId: string;
  amount: number;
}

/** The lot's offers, highest first, earliest on a tie. */
const rankedOffers = (state: LotState): RankedOffer[] =>
  Object.entries(state.offers)
    .sort(([, a], [, b]) => b.amount - a.amount || toMs(a.at) - toMs(b.at))
    .map(([userId, o]) => ({ userId, bidId: o.bidId, amount: o.amount }));

/** Highest offer, earliest on a tie. */
export function bestOffer(state: LotState): RankedOffer | null {
  return rankedOffers(state)[0] ?? null;
}

/**
 * CAP-6: the best offer whose buyer's cap still has room for the lot (what they lead or have won
 * on the auction's other lots counted), and the better offers passed over for their cap; with no
 * caps, the best offer and nobody passed over.
 */
export function bestOfferWithinCaps(
  state: LotState,
  caps: SpendingCaps | undefined,
): { best: RankedOffer | null; passedOver: RankedOffer[] } {
  const ranked = rankedOffers(state);
  const at = ranked.findIndex((o) => hasRoomFor(state, caps, o.userId, o.amount));
  return at < 0
    ? { best: null, passedOver: ranked }
    : { best: ranked[at]!, passedOver: ranked.slice(0, at) };
}

/** The offer of `userId` awarded and the lot sold to them at its amount. */
export function awardTo(
  state: LotState,
  userId: string,
  awardedBy: string,
  at: string,
): LotEvent[] {
  const offer = ownValue(state.offers, userId);
  if (!offer) return reject('offer.not-found');
  const { lotId, details } = state;
  return [
    {
      type: 'SealedOfferAwarded',
      data: { lotId, bidId: offer.bidId, userId, amount: offer.amount, awardedBy, at },
    },
    {
      type: 'LotSold',
      data: {
        lotId,
        buyerId: userId,
        amount: offer.amount,
        qty: details.qty - state.sold,
        via: 'sealed',
        at,
        total: lotTotal(details.pricing, offer.amount, details.weight, details.qty - state.sold),
        common_invoice: invoiceNumber(state),
      },
    },
  ];
}
