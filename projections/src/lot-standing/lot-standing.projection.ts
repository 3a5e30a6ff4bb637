import { isLotEvent, type AuctionType, type StandingPhase } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type ProjectedEvent, type Projection } from '../runner/projection.js';
import { typesOf } from '../runner/event-types.js';
import { lotEvents } from '@facet/event-schemas';

/**
 * Server-side only, never served: who leads, whether the reserve is met, who bid and who won.
 * The labels and personal pushes are computed from it; a buyer only ever sees their own label.
 */
export interface LotStandingDoc extends Doc {
  id: string;
  sellerId: string;
  auctiontype: AuctionType;
  rprice: number;
  /** The seller's make-offer floor (cents), private as the reserve; absent: none. */
  offerMinimum?: number;
  wprice: number;
  leaderId: string | null;
  bidders: string[];
  /** Scheduled until the lot opens (pre-bids only), then open, awaiting an award, sold or unsold. */
  phase: StandingPhase;
  winnerId: string | null;
  /** Paid bid deposits: buyer id -> the BidDepositRecorded event's id (absent in v1 documents). */
  deposits?: Record<string, string>;
  /** Reverse lots: the standing bids in the order taken, for each bidder's rank (absent before v4). */
  reverseBids?: { bidId: string; userId: string; amount: number }[];
  revision: number;
}

export const lotStandingProjection: Projection<LotStandingDoc> = {
  name: 'lot-standing',
  // v2: deposits. v3: 'scheduled' before the lot opens; phases named as the buyer rules name them.
  // v4: a reverse lot's standing bids, so each bidder's rank can be told to them.
  version: 4,
  types: typesOf(lotEvents),
  route: (e) => (isLotEvent(e) ? e.data.lotId : NO_DOCS),
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

function created(e: Extract<ProjectedEvent, { type: 'LotCreated' }>): LotStandingDoc {
  const d = e.data;
  return {
    id: d.lotId,
    sellerId: d.sellerId,
    auctiontype: d.auctiontype,
    rprice: d.rprice,
    ...(d.offer_minimum === undefined ? {} : { offerMinimum: d.offer_minimum }),
    wprice: 0,
    leaderId: null,
    bidders: [],
    // Pre-bids only compete once the lot opens: until then nobody leads or is outbid.
    phase: 'scheduled',
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
function applyTo(s: LotStandingDoc, e: ProjectedEvent): boolean {
  if (!change(s, e)) return false;
  s.revision = e.revision;
  return true;
}

function change(s: LotStandingDoc, e: ProjectedEvent): boolean {
  switch (e.type) {
    case 'LotEdited':
      s.rprice = e.data.rprice;
      if (e.data.offer_minimum === undefined) delete s.offerMinimum;
      else s.offerMinimum = e.data.offer_minimum;
      s.auctiontype = e.data.auctiontype;
      return true;
    case 'LotOpened':
      s.phase = 'open';
      return true;
    case 'ReverseBidPlaced': {
      const { bidId, userId, amount } = e.data;
      s.reverseBids = [...(s.reverseBids ?? []), { bidId, userId, amount }];
      s.phase = 'open';
      s.wprice = e.data.wprice;
      s.leaderId = e.data.leaderId;
      s.bidders = addBidder(s.bidders, userId);
      return true;
    }
    case 'ProxyBidPlaced':
    case 'HardBidPlaced':
      // Only an open lot takes a bid: the standing is open from its first bid at the latest.
      s.phase = 'open';
      s.wprice = e.data.wprice;
      s.leaderId = e.data.leaderId;
      s.bidders = addBidder(s.bidders, e.data.userId);
      return true;
    case 'AutomaticBidPlaced':
    case 'LeaderMaximumChanged':
      s.wprice = e.data.wprice;
      return true;
    case 'BidRetracted':
      if (s.reverseBids) s.reverseBids = s.reverseBids.filter((b) => b.bidId !== e.data.bidId);
      s.wprice = e.data.wprice;
      s.leaderId = e.data.leaderId ?? null;
      return true;
    case 'PreBidPlaced':
    case 'SealedOfferPlaced':
    case 'SealedTenderSubmitted':
      s.bidders = addBidder(s.bidders, e.data.userId);
      return true;
    case 'SealedOfferWindowEnded':
    case 'SealedTenderAwaitingOpening':
      s.phase = 'awaiting_award';
      return true;
    // Issue 30: every tenderer sees 'Awaiting seller approval' until the seller decides.
    case 'SealedOfferProvisionallyAwarded':
      s.phase = 'awaiting_approval';
      return true;
    case 'SealedOfferAwarded':
      s.phase = 'sold';
      s.winnerId = e.data.userId;
      s.wprice = e.data.amount;
      return true;
    case 'LotSold':
      s.phase = 'sold';
      s.winnerId = e.data.buyerId;
      return true;
    case 'SealedOffersRejected':
    case 'LotUnsold':
      s.phase = 'unsold';
      return true;
    case 'BidDepositRecorded':
      s.deposits = { ...s.deposits, [e.data.userId]: e.id };
      return true;
    default:
      return false;
  }
}
