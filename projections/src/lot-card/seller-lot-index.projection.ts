import type { Doc, Projection } from '../runner/projection.js';
import { entryPerEvent } from '../store/grouped/entry-per-event.js';
import type { GroupedLayout } from '../store/grouped/grouped-layout.js';

/** One lot in its seller's index: enough to page a seller's lots in the order they were listed. */
export interface SellerLotIndexEntry extends Doc {
  lotId: string;
  /** When the lot was listed (LotCreated's `at`): never changes, unlike its opening date. */
  listedAt: string;
}

/** The whole group as one document: the seller's lots, first listed first. */
export interface SellerLotIndexDoc extends Doc {
  id: string;
  lots: SellerLotIndexEntry[];
}

const listedMs = (e: SellerLotIndexEntry): number => Date.parse(e.listedAt);

/**
 * Stored per seller as entries `<sellerId>/<lotId>`, ordered by listing time then lot id, so a
 * report walks a seller's lots a page at a time (ReadModelStore.entryPage) where the lot cards
 * are read all at once. Keyed on the listing, not the opening date: an edit of the opening date
 * does not name the seller, so the index could not follow it.
 */
export const sellerLotIndexProjection: Projection<SellerLotIndexEntry> = {
  name: 'seller-lot-index',
  version: 1,
  types: ['LotCreated'],
  ...entryPerEvent(
    (e) => (e.type === 'LotCreated' ? e.data : undefined),
    (d) => d.sellerId,
    (d) => d.lotId,
    (d): SellerLotIndexEntry => ({ lotId: d.lotId, listedAt: d.at }),
  ),
};

const byListing = (a: SellerLotIndexEntry, b: SellerLotIndexEntry): number =>
  listedMs(a) - listedMs(b) || (a.lotId < b.lotId ? -1 : a.lotId > b.lotId ? 1 : 0);

export const sellerLotIndexLayout: GroupedLayout = {
  materialize: (id, entries): SellerLotIndexDoc => ({
    id,
    lots: [...(entries as SellerLotIndexEntry[])].sort(byListing),
  }),
  order: (entry) => listedMs(entry as SellerLotIndexEntry),
};
