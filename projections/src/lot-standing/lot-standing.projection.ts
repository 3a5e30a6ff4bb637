import type { RecordedEvent } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';

/**
 * Server-side only, never served: who leads, whether the reserve is met, who bid and who won.
 * The labels and personal pushes are computed from it; a buyer only ever sees their own label.
 */
export interface LotStandingDoc extends Doc {
  id: string;
  sellerId: string;
  auctiontype: 'standard' | 'reverse' | 'sealed';
  rprice: number;
  wprice: number;
  leaderId: string | null;
  bidders: string[];
  /** 'open' | 'pending' (sealed window ended) | 'sold' | 'closed'. */
  phase: 'open' | 'pending' | 'sold' | 'closed';
  winnerId: string | null;
  /** Paid bid deposits: buyer id -> the BidDepositRecorded event's id (absent in v1 documents). */
  deposits?: Record<string, string>;
  revision: number;
}

type D = Record<string, unknown>;

export const lotStandingProjection: Projection<LotStandingDoc> = {
  name: 'lot-standing',
  // v2: deposits.
  version: 2,
  route: (e) => (e.stream.startsWith('lot-') ? (e.data as { lotId: string }).lotId : NO_DOCS),
  evolve: (doc, e) => {
    const d = e.data as D;
    if (e.type === 'LotCreated') {
      return { id: d.lotId as string, sellerId: d.sellerId as string, auctiontype: d.auctiontype as LotStandingDoc['auctiontype'],
        rprice: d.rprice as number, wprice: 0, leaderId: null, bidders: [], phase: 'open', winnerId: null, revision: e.revision };
    }
    if (!doc) return undefined;
    const patch = patchFor(doc, e, d);
    return patch ? { ...doc, ...patch, revision: e.revision } : doc;
  },
  // One stream per document and `revision` moves with every change: no `$rev` map to keep.
  seen: (doc, e) => doc.revision >= e.revision,
  draft: (doc) => ({ ...doc, bidders: draftBidders(doc.bidders) }),
  evolveDraft: (draft, e) => {
    if (e.type === 'LotCreated') return lotStandingProjection.evolve(undefined, e, '');
    const patch = draft && patchFor(draft, e, e.data as D, addBidder);
    if (!draft || !patch) return undefined;
    patch.revision = e.revision;
    return Object.assign(draft, patch);
  },
};

type AddBidder = (bidders: string[], id: string) => string[];
const withBidder: AddBidder = (bidders, id) => (bidders.includes(id) ? bidders : [...bidders, id]);
// Drafts own their bidders array (copied once per batch), so a bid appends in place. Membership
// is a scan until the scans of this copy would have paid for a set (a lot bid on a few times per
// batch never builds one); a hot lot's list then gets a set and each bid is one lookup. The set
// moves on to the next batch's copy: it only ever grows with the newest copy, so a size that differs
// from the list's (a draft that never committed) means it no longer describes the list.
const known = new WeakMap<readonly string[], Set<string> | number>();
function draftBidders(stored: readonly string[]): string[] {
  const bidders = stored.slice();
  const set = known.get(stored);
  if (typeof set === 'object' && set.size === stored.length) known.set(bidders, set);
  return bidders;
}
const addBidder: AddBidder = (bidders, id) => {
  let set = known.get(bidders);
  if (typeof set !== 'object') {
    const scanned = (set ?? 0) + bidders.length;
    if (scanned <= 2 * bidders.length + 16) {
      known.set(bidders, scanned);
      if (!bidders.includes(id)) bidders.push(id);
      return bidders;
    }
    known.set(bidders, (set = new Set(bidders)));
  }
  if (!set.has(id)) {
    set.add(id);
    bidders.push(id);
  }
  return bidders;
};

/** The fields an event changes; undefined when it changes none. */
function patchFor(doc: LotStandingDoc, e: RecordedEvent, d: D, add = withBidder): Partial<LotStandingDoc> | undefined {
  switch (e.type) {
    case 'LotEdited':
      return { rprice: d.rprice as number, auctiontype: d.auctiontype as LotStandingDoc['auctiontype'] };
    case 'ProxyBidPlaced':
    case 'HardBidPlaced':
    case 'ReverseBidPlaced':
      return { wprice: d.wprice as number, leaderId: d.leaderId as string, bidders: add(doc.bidders, d.userId as string) };
    case 'AutomaticBidPlaced':
    case 'LeaderMaximumChanged':
      return { wprice: d.wprice as number };
    case 'BidRetracted':
      return { wprice: d.wprice as number, leaderId: (d.leaderId as string | null) ?? null };
    case 'PreBidPlaced':
    case 'SealedOfferPlaced':
      return { bidders: add(doc.bidders, d.userId as string) };
    case 'SealedOfferWindowEnded':
      return { phase: 'pending' };
    case 'SealedOfferAwarded':
      return { phase: 'sold', winnerId: d.userId as string, wprice: d.amount as number };
    case 'LotSold':
      return { phase: 'sold', winnerId: d.buyerId as string };
    case 'SealedOffersRejected':
    case 'LotUnsold':
      return { phase: 'closed' };
    case 'BidDepositRecorded':
      return { deposits: { ...doc.deposits, [d.userId as string]: e.id } };
    default:
      return undefined;
  }
}
