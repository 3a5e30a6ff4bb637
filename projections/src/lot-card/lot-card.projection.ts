import type { EventData, LotCreated, LotDetails, LotSettings, RecordedEvent } from '@facet/event-schemas';
import { NO_DOCS, type Projection } from '../runner/projection.js';
import type { LotCardDoc } from './lot-card.doc.js';
import { nextBid } from './next-bid.js';

type Data = Record<string, unknown> & { lotId: string };

/** The public card of every lot: what `product/search` serves. Never a reserve or a maximum. */
export const lotCardProjection: Projection<LotCardDoc> = {
  name: 'lot-card',
  version: 1,
  route: (e) => (e.stream.startsWith('lot-') ? (e.data as Data).lotId : NO_DOCS),
  evolve: (doc, e) => {
    if (e.type === 'LotCreated') return created(e.data as EventData<typeof LotCreated>, e.revision);
    if (!doc) return undefined;
    const patch = patchFor(doc, e);
    if (!patch) return doc;
    const next: LotCardDoc = { ...doc, ...patch, revision: e.revision };
    next.next_bid = nextBid(next);
    return next;
  },
  // One stream per document and `revision` moves with every change: no `$rev` map to keep.
  seen: (doc, e) => doc.revision >= e.revision,
  // Rebuilds fold many events per card per batch: copy the card once, then patch it in place.
  draft: (doc) => ({ ...doc }),
  evolveDraft: (draft, e) => {
    if (e.type === 'LotCreated') return created(e.data as EventData<typeof LotCreated>, e.revision);
    const patch = draft && patchFor(draft, e);
    if (!draft || !patch) return undefined;
    Object.assign(draft, patch);
    draft.revision = e.revision;
    draft.next_bid = nextBid(draft);
    return draft;
  },
};

function created(d: EventData<typeof LotCreated>, revision: number): LotCardDoc {
  const card = { ...publicDetails(d), id: d.lotId, sellerId: d.sellerId, avatar: null, sold: 0, wprice: 0, bid_count: 0,
    has_bids: false, status: 'active' as const, market_status: 'open' as const, buynowed: null, buynowamount: null,
    common_invoice: null, increments: d.settings.increments, defaultIncrement: d.settings.defaultIncrement, revision };
  return { ...card, next_bid: nextBid(card) };
}

function publicDetails(d: LotDetails) {
  const { rprice, ...rest } = d;
  return { ...rest, has_reserve: rprice > 0 };
}

/** The fields an event changes; undefined when it changes none. */
function patchFor(doc: LotCardDoc, e: RecordedEvent): Partial<LotCardDoc> | undefined {
  const d = e.data as Record<string, unknown>;
  switch (e.type) {
    case 'LotEdited': {
      const { lotId: _l, editedBy: _e, at: _a, ...details } = d as LotDetails & Data;
      return { ...publicDetails(details as LotDetails) };
    }
    case 'LotStatusChanged':
      return { status: d.status as LotCardDoc['status'] };
    case 'LotSettingsApplied':
    case 'LotOpened': {
      const s = d.settings as LotSettings;
      return { increments: s.increments, defaultIncrement: s.defaultIncrement, market_status: 'open' };
    }
    case 'LotClosingExtended':
      return { date_closed: d.date_closed as string };
    case 'ProxyBidPlaced':
    case 'HardBidPlaced':
    case 'ReverseBidPlaced':
    case 'AutomaticBidPlaced':
      return { wprice: d.wprice as number, bid_count: doc.bid_count + 1, has_bids: true };
    case 'LeaderMaximumChanged':
      return { wprice: d.wprice as number };
    case 'BidRetracted':
      return { wprice: d.wprice as number, bid_count: Math.max(0, doc.bid_count - 1), has_bids: d.leaderId !== null };
    case 'SealedOfferPlaced':
      return { bid_count: doc.bid_count + 1 };
    case 'SealedOfferWindowEnded':
      return { bid_count: d.offerCount as number, market_status: 'pending' };
    case 'SealedOfferAwarded':
      return { market_status: 'sold', wprice: d.amount as number, buynowed: d.userId as string };
    case 'SealedOffersRejected':
    case 'LotUnsold':
      return { market_status: 'closed' };
    case 'LotSold':
      return { market_status: 'sold', buynowed: d.buyerId as string, buynowamount: d.amount as number,
        wprice: d.via === 'buy_now' ? doc.wprice : (d.amount as number), common_invoice: d.common_invoice as string };
    case 'BuyNowCheckedOut':
      return { sold: doc.sold + (d.qty as number) };
    default:
      return undefined;
  }
}
