import type { SellerLotRecord } from '@facet/event-schemas';
import type { LotCardDoc, LotStandingDoc } from '@facet/projections';
import { toSearchRecord } from '../../catalog/lot-record.mapper.js';
import { centsToDollars } from '../../shared/money/index.js';

/** The searched record (as its manager, signed in) plus the reserve and the listing status. */
export function toSellerLotRecord(
  card: LotCardDoc,
  standing: LotStandingDoc | undefined,
  managerId: string,
  now: Date,
): SellerLotRecord {
  const {
    bidtopstatus: _label,
    watchlistid: _w,
    ...record
  } = toSearchRecord(card, standing, { id: managerId }, new Set(), now);
  return {
    ...record,
    status: card.status,
    sellerId: card.sellerId,
    rprice: standing && standing.rprice > 0 ? centsToDollars(standing.rprice) : null,
  };
}
