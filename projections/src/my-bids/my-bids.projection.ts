import type { MyBidEntry, RecordedEvent } from '@facet/event-schemas';
import type { Doc, Projection } from '../runner/projection.js';
import { groupedBy, type GroupedLayout } from '../store/grouped/grouped-layout.js';

/** One user's lots bid on; labels are computed at query time from the lot's standing. */
export interface MyBidsDoc extends Doc {
  id: string;
  lots: Record<string, MyBidEntry>;
}

/** Stored per (user, lot) as `<userId>/<lotId>`: a bid rewrites one small entry, not the user's list. */
export interface MyBidEntryDoc extends MyBidEntry, Doc {}

const KIND: Record<string, MyBidEntry['kind']> = {
  ProxyBidPlaced: 'bid',
  HardBidPlaced: 'bid',
  ReverseBidPlaced: 'bid',
  SealedOfferPlaced: 'sealed',
  PreBidPlaced: 'prebid',
};

function entryOf(e: RecordedEvent): MyBidEntryDoc {
  const d = e.data as { lotId: string; amount?: number; maximum?: number; at: string };
  return {
    lotId: d.lotId,
    kind: KIND[e.type] ?? 'bid',
    last_amount: d.amount ?? d.maximum ?? 0,
    bid_at: d.at,
    revision: e.revision,
  };
}

const groupOf = (e: RecordedEvent): string | undefined =>
  KIND[e.type] ? (e.data as { userId: string }).userId : undefined;
const keyOf = (e: RecordedEvent): string => (e.data as { lotId: string }).lotId;

export const myBidsProjection: Projection<MyBidEntryDoc> = {
  // v2: stored as one entry per (user, lot) instead of one growing document per user.
  name: 'my-bids',
  version: 2,
  ...groupedBy(groupOf, keyOf),
  evolve: (_doc, e) => entryOf(e),
  // The entry keeps the lot stream's revision, so no `$rev` map is needed.
  seen: (doc, e) => doc.revision >= e.revision,
};

export const myBidsLayout: GroupedLayout = {
  materialize: (id, entries): MyBidsDoc => {
    const lots: Record<string, MyBidEntry> = {};
    for (const e of entries as MyBidEntryDoc[]) lots[e.lotId] = e;
    return { id, lots };
  },
};
