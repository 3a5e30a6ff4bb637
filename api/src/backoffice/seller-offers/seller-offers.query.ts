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

/** Every offer on the given sealed lots, highest first within a lot, lots by close date. */
export function sellerOfferRecords(
  lots: readonly LotCardDoc[],
  docs: readonly (SealedOffersDoc | undefined)[],
  names: ReadonlyMap<string, Named>,
): SellerOfferRecord[] {
  return lots.flatMap((lot, i) => {
    const doc = docs[i];
    if (!doc) return [];
    return [...doc.offers]
      .sort((a, b) => b.amount - a.amount || a.at.localeCompare(b.at))
      .map((o): SellerOfferRecord => ({
        id: `${lot.id}:${o.userId}`,
        lot_id: lot.id,
        lot_title: lot.title,
        user_id: o.userId,
        first_name: names.get(o.userId)?.first_name ?? 'Bidder',
        last_name: names.get(o.userId)?.last_name ?? '',
        amount: centsToDollars(o.amount),
        created_at: o.at,
        status: statusOf(doc, o.userId),
        awardable: doc.phase === 'awaiting_award',
      }));
  });
}
