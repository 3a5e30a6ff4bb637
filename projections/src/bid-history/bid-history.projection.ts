import { ownValue } from '@facet/event-schemas';
import type { BidHistoryRow } from '@facet/event-schemas';
import type { Doc, ProjectedEvent, Projection } from '../runner/projection.js';
import { groupedBy, type GroupedLayout } from '../store/grouped/grouped-layout.js';
import { typesWhere } from '../runner/event-types.js';

type Row = BidHistoryRow & { bidId: string | null };

/** Bid rows of one lot, oldest first (appended); names are joined and masked at query time. */
export interface BidHistoryDoc extends Doc {
  id: string;
  /** The live history: what bidders see. */
  rows: Row[];
  /** Every row ever placed, retracted ones flagged: what the back office audits (ttwbidhistory). */
  ledger: (Row & { retracted: boolean })[];
}

/**
 * Stored per lot as entries `<lotId>/r<revision>` (a row) and `<lotId>/t<bidId>` (a retraction),
 * so a bid appends one entry instead of rewriting the history. A retraction hides the rows of
 * its bid placed before it, as filtering the list at that point did.
 */
export type BidHistoryEntry =
  (Row & { revision: number }) | { retracted: string; revision: number };

/** The events that write a history row. */
type RowEvent = Extract<
  ProjectedEvent,
  { type: 'ProxyBidPlaced' | 'HardBidPlaced' | 'ReverseBidPlaced' | 'AutomaticBidPlaced' }
>;
type HistoryEvent = RowEvent | Extract<ProjectedEvent, { type: 'BidRetracted' }>;

function isHistoryEvent(e: ProjectedEvent): e is HistoryEvent {
  switch (e.type) {
    case 'ProxyBidPlaced':
    case 'HardBidPlaced':
    case 'ReverseBidPlaced':
    case 'AutomaticBidPlaced':
    case 'BidRetracted':
      return true;
    default:
      return false;
  }
}
// Zero-padded so a group's keys sort in revision order (a table, not padStart: once per bid).
const ZEROS = Array.from({ length: 11 }, (_, n) => `r${'0'.repeat(n)}`);
const rowKey = (revision: number): string => {
  const digits = String(revision);
  return ZEROS[Math.max(0, 10 - digits.length)]! + digits;
};

/** The key of a bid's retraction marker in its lot's group: `t<bidId>`. */
export const retractionKey = (bidId: string): string => `t${bidId}`;

const KINDS = {
  ProxyBidPlaced: 'proxy',
  HardBidPlaced: 'hard',
  ReverseBidPlaced: 'reverse',
  AutomaticBidPlaced: 'automatic',
} as const;

function rowOf(e: RowEvent): BidHistoryEntry {
  return {
    id: `${e.data.lotId}-${e.revision}`,
    // The proxy's automatic bid answers someone else's bid: no bid of its own to retract.
    bidId: e.type === 'AutomaticBidPlaced' ? null : e.data.bidId,
    user_id: e.data.userId,
    proposed_amount: e.data.amount,
    created_at: e.data.at,
    automatic: e.type === 'AutomaticBidPlaced',
    kind: ownValue(KINDS, e.type),
    revision: e.revision,
  };
}

const groupOf = (e: ProjectedEvent): string | undefined =>
  isHistoryEvent(e) ? e.data.lotId : undefined;

const keyOf = (e: ProjectedEvent): string =>
  e.type === 'BidRetracted' ? retractionKey(e.data.bidId) : rowKey(e.revision);

/** Sealed offers never enter the history: their amounts stay with their bidders. */
export const bidHistoryProjection: Projection<BidHistoryEntry & Doc> = {
  // v2: stored as one entry per bid row instead of one growing document per lot.
  // v3: the rows ordered by revision in the store (the layout's `order`), to page a lot's history.
  name: 'bid-history',
  version: 3,
  types: typesWhere(isHistoryEvent),
  ...groupedBy(groupOf, keyOf),
  evolve: (_doc, e) => {
    switch (e.type) {
      case 'BidRetracted':
        return { retracted: e.data.bidId, revision: e.revision };
      case 'ProxyBidPlaced':
      case 'HardBidPlaced':
      case 'ReverseBidPlaced':
      case 'AutomaticBidPlaced':
        return rowOf(e);
      default:
        return undefined;
    }
  },
  seen: (doc, e) => doc.revision >= e.revision,
};

export const bidHistoryLayout: GroupedLayout = {
  materialize: (id, entries): BidHistoryDoc => {
    const retractedAt = new Map<string, number>();
    const rows: (Row & { revision: number })[] = [];
    for (const e of entries as BidHistoryEntry[]) {
      if ('retracted' in e)
        retractedAt.set(e.retracted, Math.max(e.revision, retractedAt.get(e.retracted) ?? -1));
      else rows.push(e);
    }
    rows.sort((a, b) => a.revision - b.revision);
    const ledger = rows.map(({ revision, ...row }) => ({
      ...row,
      retracted: row.bidId !== null && (retractedAt.get(row.bidId) ?? -1) > revision,
    }));
    return {
      id,
      rows: ledger.filter((r) => !r.retracted).map(({ retracted: _r, ...row }) => row),
      ledger,
    };
  },
  // The rows in bid order, so a page of a lot's history is read in the store
  // (ReadModelStore.entryWindow); a retraction is a marker, read by its key (`retractionKey`).
  order: (entry) => ('retracted' in entry ? undefined : (entry as { revision: number }).revision),
};
