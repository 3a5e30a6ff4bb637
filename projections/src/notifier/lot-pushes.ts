import {
  lotRoom,
  lotVisitorRoom,
  userRoom,
  type BidAddtimeState,
  type RealClosedUpdatesPayload,
  type ServerToClientEvents,
} from '@facet/event-schemas';
import type { LotCardDoc } from '../lot-card/lot-card.doc.js';
import type { LotStandingDoc } from '../lot-standing/lot-standing.projection.js';
import type { BatchNotice } from '../runner/projection-runner.js';

/** The events a committed batch may push (servertime is the gateway's own tick). */
export type PushEvent = Exclude<keyof ServerToClientEvents, 'servertime'>;

/** One message for one room, its payload typed by the event it goes out as. */
export type Push = {
  [E in PushEvent]: { room: string; event: E; payload: Parameters<ServerToClientEvents[E]>[0] };
}[PushEvent];

const dollars = (cents: number): number => cents / 100;
// Every event a bidder's own bid can record, so each bid gets its personal answer: a leader who
// raises their maximum records LeaderMaximumChanged, not a ProxyBidPlaced.
const BID_EVENTS = new Set([
  'ProxyBidPlaced',
  'HardBidPlaced',
  'ReverseBidPlaced',
  'SealedOfferPlaced',
  'LeaderMaximumChanged',
]);

/** The public state of a lot for room `lot:{id}` (signed-in) or `lot:{id}:visitor` (no prices). */
export function publicBidState(card: LotCardDoc, withPrices: boolean): BidAddtimeState {
  const sealed = card.auctiontype === 'sealed' && card.market_status !== 'sold';
  const show = withPrices && !sealed;
  return {
    status: 'success',
    id: card.id,
    wprice: show ? dollars(card.wprice) : null,
    next_bid: show && card.market_status === 'open' ? dollars(card.next_bid) : null,
    bid_count: card.bid_count,
    date_closed: card.date_closed,
    revision: card.revision,
  };
}

/**
 * What a committed batch pushes. `lots` are the lots whose public state changed: the caller
 * conflates them per lot. `direct` are personal answers and close notices, sent as they come.
 */
export function pushesFor(notice: BatchNotice): { lots: LotCardDoc[]; direct: Push[] } {
  const cards = new Map<string, LotCardDoc>();
  const standings = new Map<
    string,
    { before: LotStandingDoc | undefined; after: LotStandingDoc }
  >();
  const direct: Push[] = [];
  for (const c of notice.changes) {
    if (c.projection === 'lot-card' && c.after) cards.set(c.id, c.after as LotCardDoc);
    if (c.projection === 'lot-standing' && c.after) {
      standings.set(c.id, {
        before: c.before as LotStandingDoc | undefined,
        after: c.after as LotStandingDoc,
      });
    }
  }
  for (const e of notice.events) {
    const d = e.data as { lotId: string; userId: string; maximum?: number };
    const card = cards.get(d.lotId);
    if (BID_EVENTS.has(e.type) && card) {
      const s = standings.get(d.lotId)?.after;
      const top = s?.leaderId === d.userId ? 'winner' : 'outbid';
      direct.push({
        room: userRoom(d.userId),
        event: 'bidAddtime',
        payload: {
          ...publicBidState(card, true),
          ...(card.auctiontype === 'sealed' ? {} : { bidtopstatus: top }),
        },
      });
    } else if (e.type === 'PreBidPlaced') {
      direct.push({
        room: userRoom(d.userId),
        event: 'preBidAddtime',
        payload: {
          status: 'success',
          id: d.lotId,
          prebid_data: { proposed_amount: dollars(d.maximum ?? 0), proposal: 'prebid' },
          revision: e.revision,
        },
      });
    } else if (e.type === 'WatchlistAdded' || e.type === 'WatchlistRemoved') {
      const added = e.type === 'WatchlistAdded';
      direct.push({
        room: userRoom(d.userId),
        event: 'watchlistAdded',
        payload: {
          id: d.lotId,
          status: added ? 'added' : 'removed',
          watchlistid: added ? 1 : 0,
          revision: e.revision,
        },
      });
    }
  }
  for (const [lotId, { before, after }] of standings) {
    const card = cards.get(lotId);
    if (!card) continue;
    // The previous leader learns at once that they were outbid.
    if (before?.leaderId && before.leaderId !== after.leaderId && after.phase === 'open') {
      direct.push({
        room: userRoom(before.leaderId),
        event: 'bidAddtime',
        payload: { ...publicBidState(card, true), bidtopstatus: 'outbid' },
      });
    }
    if (
      before &&
      before.phase !== after.phase &&
      (after.phase === 'sold' || after.phase === 'closed')
    ) {
      const base: RealClosedUpdatesPayload = {
        id: lotId,
        market_status: card.market_status,
        wprice: dollars(card.wprice),
        buynowed: card.buynowed,
        revision: card.revision,
      };
      direct.push({ room: lotRoom(lotId), event: 'realclosedupdates', payload: base });
      direct.push({
        room: lotVisitorRoom(lotId),
        event: 'realclosedupdates',
        payload: { ...base, wprice: null },
      });
      for (const uid of after.bidders) {
        direct.push({
          room: userRoom(uid),
          event: 'realclosedupdates',
          payload: { ...base, bidtopstatus: after.winnerId === uid ? 'won' : 'lost' },
        });
      }
    }
  }
  return { lots: [...cards.values()], direct };
}
