import { ownValue, type LotEvent } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import { toMs } from '../../shared/domain/instant.rules.js';
import { lotTotal } from '../../shared/money/index.js';
import type { LotState } from './lot.state.js';

export const invoiceNumber = (state: LotState): string =>
  `INV-${state.lotId}-${state.invoices + 1}`;

/** Highest offer, earliest on a tie. */
export function bestOffer(
  state: LotState,
): { userId: string; bidId: string; amount: number } | null {
  const sorted = Object.entries(state.offers).sort(
    ([, a], [, b]) => b.amount - a.amount || toMs(a.at) - toMs(b.at),
  );
  const [first] = sorted;
  return first ? { userId: first[0], bidId: first[1].bidId, amount: first[1].amount } : null;
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
