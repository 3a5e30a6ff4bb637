import type { SealedOfferStatus, SellerOfferRecord } from '@facet/event-schemas';
import type { LotCardDoc, SealedOffersDoc, UserNameDoc } from '@facet/projections';
import { centsToDollars } from '../../shared/money/index.js';

type Named = Pick<UserNameDoc, 'first_name' | 'last_name'>;

function statusOf(doc: SealedOffersDoc, userId: string): SealedOfferStatus {
  switch (doc.phase) {
    case 'awarded':
      return doc.winnerId === userId ? 'awarded' : 'lost';
    case 'rejected':
      return 'declined';
    default:
      return 'pending';
  }
}

/**
 * Every offer on the given sealed lots, lots by close date. While a lot's window is open nobody but
 * each bidder sees an offer's amount, the seller included (bidding-rules.md): the amounts are left
 * out and the offers listed in the order they came, since highest-first would rank them. Once the
 * window ended, highest first, to award one.
 */
export function sellerOfferRecords(
  lots: readonly LotCardDoc[],
  docs: readonly (SealedOffersDoc | undefined)[],
  names: ReadonlyMap<string, Named>,
): SellerOfferRecord[] {
  return lots.flatMap((lot, i) => {
    const doc = docs[i];
    if (!doc) return [];
    const sealed = doc.phase === 'open';
    return [...doc.offers]
      .sort((a, b) => (sealed ? 0 : b.amount - a.amount) || a.at.localeCompare(b.at))
      .map((o): SellerOfferRecord => ({
        id: `${lot.id}:${o.userId}`,
        lot_id: lot.id,
        lot_title: lot.title,
        user_id: o.userId,
        first_name: names.get(o.userId)?.first_name ?? 'Bidder',
        last_name: names.get(o.userId)?.last_name ?? '',
        amount: sealed ? null : centsToDollars(o.amount),
        created_at: o.at,
        status: statusOf(doc, o.userId),
        awardable: doc.phase === 'awaiting_award',
      }));
  });
}
