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
    if (e.type === 'LotCreated') return created(e);
    if (!doc) return undefined;
    // The same change as a draft's, on a copy deep enough to leave `doc` as it was.
    const next = draftOf(doc);
    return applyTo(next, e) ? next : doc;
  },
  // One stream per document and `revision` moves with every change: no `$rev` map to keep.
  seen: (doc, e) => doc.revision >= e.revision,
  draft: (doc) => draftOf(doc),
  evolveDraft: (draft, e) => {
    if (e.type === 'LotCreated') return created(e);
    return draft && applyTo(draft, e) ? draft : undefined;
  },
};

function created(e: RecordedEvent): LotStandingDoc {
  const d = e.data as D;
  return {
    id: d.lotId as string,
    sellerId: d.sellerId as string,
    auctiontype: d.auctiontype as LotStandingDoc['auctiontype'],
    rprice: d.rprice as number,
    wprice: 0,
    leaderId: null,
    bidders: [],
    phase: 'open',
    winnerId: null,
    revision: e.revision,
  };
}

const draftOf = (doc: LotStandingDoc): LotStandingDoc => ({
  ...doc,
  bidders: draftBidders(doc.bidders),
});

// Drafts own their bidders array (copied once per batch), so a bid appends in place. A list of
// 16 or more carries a membership set under a symbol property (not enumerable: JSON, spreads
// and equality never see it), and each bid is one lookup instead of a scan. The set moves on to
// the next batch's copy: it only ever grows with the newest copy, so a size that differs from the
// list's (a draft that never committed) means it no longer describes the list.
const MEMBERS = Symbol('members');
type Bidders = string[] & { [MEMBERS]?: Set<string> };
const track = (bidders: Bidders, set: Set<string>): void =>
  void Object.defineProperty(bidders, MEMBERS, { value: set });
function draftBidders(stored: readonly string[]): string[] {
  const bidders = stored.slice();
  const set = (stored as Bidders)[MEMBERS];
  if (set?.size === stored.length) track(bidders, set);
  return bidders;
}
const addBidder = (bidders: Bidders, id: string): string[] => {
  let set = bidders[MEMBERS];
  if (!set) {
    if (bidders.length < 16) {
      if (!bidders.includes(id)) bidders.push(id);
      return bidders;
    }
    track(bidders, (set = new Set(bidders)));
  }
  if (!set.has(id)) {
    set.add(id);
    bidders.push(id);
  }
  return bidders;
};

/** Writes an event's changes and revision into `s` (a copy or a draft); false when it changes nothing. */
function applyTo(s: LotStandingDoc, e: RecordedEvent): boolean {
  if (!change(s, e, e.data as D)) return false;
  s.revision = e.revision;
  return true;
}

function change(s: LotStandingDoc, e: RecordedEvent, d: D): boolean {
  switch (e.type) {
    case 'LotEdited':
      s.rprice = d.rprice as number;
      s.auctiontype = d.auctiontype as LotStandingDoc['auctiontype'];
      return true;
    case 'ProxyBidPlaced':
    case 'HardBidPlaced':
    case 'ReverseBidPlaced':
      s.wprice = d.wprice as number;
      s.leaderId = d.leaderId as string;
      s.bidders = addBidder(s.bidders, d.userId as string);
      return true;
    case 'AutomaticBidPlaced':
    case 'LeaderMaximumChanged':
      s.wprice = d.wprice as number;
      return true;
    case 'BidRetracted':
      s.wprice = d.wprice as number;
      s.leaderId = (d.leaderId as string | null) ?? null;
      return true;
    case 'PreBidPlaced':
    case 'SealedOfferPlaced':
      s.bidders = addBidder(s.bidders, d.userId as string);
      return true;
    case 'SealedOfferWindowEnded':
      s.phase = 'pending';
      return true;
    case 'SealedOfferAwarded':
      s.phase = 'sold';
      s.winnerId = d.userId as string;
      s.wprice = d.amount as number;
      return true;
    case 'LotSold':
      s.phase = 'sold';
      s.winnerId = d.buyerId as string;
      return true;
    case 'SealedOffersRejected':
    case 'LotUnsold':
      s.phase = 'closed';
      return true;
    case 'BidDepositRecorded':
      s.deposits = { ...s.deposits, [d.userId as string]: e.id };
      return true;
    default:
      return false;
  }
}
