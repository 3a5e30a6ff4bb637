import type { BidHistoryRow, RecordedEvent } from '@facet/event-schemas';
import type { Doc, Projection } from '../runner/projection.js';

/** Bid rows of one lot, oldest first (appended); names are joined and masked at query time. */
export interface BidHistoryDoc extends Doc {
  id: string;
  rows: (BidHistoryRow & { bidId: string | null })[];
}

const ROW_EVENTS = new Set(['ProxyBidPlaced', 'HardBidPlaced', 'ReverseBidPlaced', 'AutomaticBidPlaced']);

function rowOf(e: RecordedEvent, id: string): BidHistoryDoc['rows'][number] {
  const d = e.data as { userId: string; amount: number; at: string; bidId?: string };
  return { id: `${id}-${e.revision}`, bidId: d.bidId ?? null, user_id: d.userId, proposed_amount: d.amount,
    created_at: d.at, automatic: e.type === 'AutomaticBidPlaced' };
}

const retractedId = (e: RecordedEvent): string => (e.data as { bidId: string }).bidId;

/** Sealed offers never enter the history: their amounts stay with their bidders. */
export const bidHistoryProjection: Projection<BidHistoryDoc> = {
  name: 'bid-history',
  version: 1,
  route: (e) =>
    ROW_EVENTS.has(e.type) || e.type === 'BidRetracted' ? [(e.data as { lotId: string }).lotId] : [],
  evolve: (doc, e, id) => {
    const rows = doc?.rows ?? [];
    if (e.type === 'BidRetracted') return { id, rows: rows.filter((r) => r.bidId !== retractedId(e)) };
    return { id, rows: [...rows, rowOf(e, id)] };
  },
  draft: (doc) => ({ ...doc, rows: doc.rows.slice() }),
  evolveDraft: (draft, e, id) => {
    const doc = draft ?? { id, rows: [] };
    if (e.type === 'BidRetracted') doc.rows = doc.rows.filter((r) => r.bidId !== retractedId(e));
    else doc.rows.push(rowOf(e, id));
    return doc;
  },
};
