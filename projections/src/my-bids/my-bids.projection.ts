import type { MyBidEntry, RecordedEvent } from '@facet/event-schemas';
import type { Doc, Projection } from '../runner/projection.js';

/** One user's lots bid on; labels are computed at query time from the lot's standing. */
export interface MyBidsDoc extends Doc {
  id: string;
  lots: Record<string, MyBidEntry>;
}

const KIND: Record<string, MyBidEntry['kind']> = {
  ProxyBidPlaced: 'bid',
  HardBidPlaced: 'bid',
  ReverseBidPlaced: 'bid',
  SealedOfferPlaced: 'sealed',
  PreBidPlaced: 'prebid',
};

function entryOf(e: RecordedEvent): MyBidEntry {
  const d = e.data as { lotId: string; amount?: number; maximum?: number; at: string };
  return { lotId: d.lotId, kind: KIND[e.type] ?? 'bid', last_amount: d.amount ?? d.maximum ?? 0, bid_at: d.at, revision: e.revision };
}

export const myBidsProjection: Projection<MyBidsDoc> = {
  name: 'my-bids',
  version: 1,
  route: (e) => (KIND[e.type] ? [(e.data as { userId: string }).userId] : []),
  evolve: (doc, e, id) => {
    const entry = entryOf(e);
    return { id, lots: { ...doc?.lots, [entry.lotId]: entry } };
  },
  seen: (doc, e) => (doc.lots[(e.data as { lotId: string }).lotId]?.revision ?? -1) >= e.revision,
  draft: (doc) => ({ ...doc, lots: { ...doc.lots } }),
  evolveDraft: (draft, e, id) => {
    const doc = draft ?? { id, lots: {} };
    const entry = entryOf(e);
    doc.lots[entry.lotId] = entry;
    return doc;
  },
};
