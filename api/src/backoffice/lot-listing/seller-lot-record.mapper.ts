import type { SellerLotRecord } from '@facet/event-schemas';
import type { LotCardDoc, LotStandingDoc } from '@facet/projections';
import type { ReadModelReader } from '../../read-side/read-model.reader.js';
import { toSearchRecord } from '../../read-side/lot-record.mapper.js';
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
    // The lot's manager sees who bought it (the search record names only the caller's own win).
    buynowed: card.market_status !== 'open' ? card.buynowed : null,
    rprice: standing && standing.rprice > 0 ? centsToDollars(standing.rprice) : null,
    ...(standing?.offerMinimum ? { offer_minimum: centsToDollars(standing.offerMinimum) } : {}),
  };
}

/** A page of lot cards as their manager sees them, each with its standing read once for the page. */
export async function sellerLotRecords(
  reader: Pick<ReadModelReader, 'standings'>,
  cards: readonly LotCardDoc[],
  managerId: string,
  now: Date,
): Promise<SellerLotRecord[]> {
  const standings = await reader.standings(cards.map((c) => c.id));
  return cards.map((c) => toSellerLotRecord(c, standings.get(c.id), managerId, now));
}
