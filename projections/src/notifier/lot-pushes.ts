import {
  lotRoom,
  lotVisitorRoom,
  toBidAddtime,
  userRoom,
  type BidAddtimeState,
  type RealClosedUpdatesPayload,
  type ServerToClientEvents,
} from '@facet/event-schemas';
import type { LotCardDoc } from '../lot-card/lot-card.doc.js';
import { lotCardProjection } from '../lot-card/lot-card.projection.js';
import { rankOf, standingOf } from '../lot-standing/buyer-label.js';
import {
  lotStandingProjection,
  type LotStandingDoc,
} from '../lot-standing/lot-standing.projection.js';
import type { BatchNotice } from '../runner/batch-notice.js';

/** The events a committed batch may push (servertime is the gateway's own tick). */
export type PushEvent = Exclude<keyof ServerToClientEvents, 'servertime'>;

/** One message for one room, its payload typed by the event it goes out as. */
export type Push = {
  [E in PushEvent]: { room: string; event: E; payload: Parameters<ServerToClientEvents[E]>[0] };
}[PushEvent];

const dollars = (cents: number): number => cents / 100;

/** The public state of a lot for room `lot:{id}` (signed-in) or `lot:{id}:visitor` (no prices). */
export const publicBidState = (card: LotCardDoc, withPrices: boolean): BidAddtimeState =>
  toBidAddtime(card, withPrices);

/**
 * Bidders of an open reverse lot whose rank changed, but not the one who just bid (their own bid
 * answers them) nor the previous leader (told already, with their rank, as outbid).
 */
function rankMoved(before: LotStandingDoc | undefined, after: LotStandingDoc): string[] {
  if (after.auctiontype !== 'reverse' || after.phase !== 'open' || !before) return [];
  const last = after.reverseBids?.at(-1)?.userId;
  return after.bidders.filter(
    (u) =>
      u !== last &&
      u !== before.leaderId &&
      rankOf(before, u) !== null &&
      rankOf(before, u) !== rankOf(after, u),
  );
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
    if (c.projection === lotCardProjection.name && c.after) {
      cards.set(c.id, c.after as LotCardDoc);
    }
    if (c.projection === lotStandingProjection.name && c.after) {
      standings.set(c.id, {
        before: c.before as LotStandingDoc | undefined,
        after: c.after as LotStandingDoc,
      });
    }
  }
  for (const e of notice.events) {
    switch (e.type) {
      // Every event a bidder's own bid can record, so each bid gets its personal answer: a
      // leader who raises their maximum records LeaderMaximumChanged, not a ProxyBidPlaced.
      case 'ProxyBidPlaced':
      case 'HardBidPlaced':
      case 'ReverseBidPlaced':
      case 'SealedOfferPlaced':
      case 'LeaderMaximumChanged': {
        const { lotId, userId } = e.data;
        const card = cards.get(lotId);
        const s = standings.get(lotId)?.after;
        if (!card) break;
        direct.push({
          room: userRoom(userId),
          event: 'bidAddtime',
          payload: toBidAddtime(card, true, s && { standing: standingOf(s), userId }),
        });
        break;
      }
      case 'PreBidPlaced':
        direct.push({
          room: userRoom(e.data.userId),
          event: 'preBidAddtime',
          payload: {
            status: 'success',
            id: e.data.lotId,
            prebid_data: { proposed_amount: dollars(e.data.maximum), proposal: 'prebid' },
            revision: e.revision,
          },
        });
        break;
      case 'WatchlistAdded':
      case 'WatchlistRemoved': {
        const added = e.type === 'WatchlistAdded';
        direct.push({
          room: userRoom(e.data.userId),
          event: 'watchlistAdded',
          payload: {
            id: e.data.lotId,
            status: added ? 'added' : 'removed',
            watchlistid: added ? 1 : 0,
            revision: e.revision,
          },
        });
        break;
      }
      // Issue 26: the owner of a timed bid hears at once that the server placed it or that it
      // can no longer win (the dashboard and the lot panel refresh on it).
      case 'TimedBidPlaced':
      case 'TimedBidFailed':
        direct.push({
          room: userRoom(e.data.userId),
          event: 'timedBidUpdate',
          payload: {
            id: e.data.timedBidId,
            lot_id: e.data.lotId,
            status: e.type === 'TimedBidPlaced' ? 'placed' : 'failed',
            reason: e.type === 'TimedBidFailed' ? e.data.reason : null,
            revision: e.revision,
          },
        });
        break;
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
        payload: toBidAddtime(card, true, {
          standing: standingOf(after),
          userId: before.leaderId,
        }),
      });
    }
    // Reverse lots: every other bidder whose rank moved hears their new rank, in their own room.
    for (const userId of rankMoved(before, after)) {
      direct.push({
        room: userRoom(userId),
        event: 'bidAddtime',
        payload: toBidAddtime(card, true, { standing: standingOf(after), userId }),
      });
    }
    if (before && before.phase !== after.phase && ENDED.has(after.phase)) {
      direct.push(...closePushes(lotId, card, after));
    }
  }
  return { lots: [...cards.values()], direct };
}

/**
 * The phases a close notice is sent for: the end of a sealed window (Pending, or Awaiting seller
 * approval under a tender event's approval window, issue 30), sold, unsold.
 */
const ENDED = new Set<LotStandingDoc['phase']>([
  'awaiting_award',
  'awaiting_approval',
  'sold',
  'unsold',
]);

/**
 * `realclosedupdates` for a lot that just ended. The winner's id goes to the winner only (no
 * buyer sees another bidder's identity), with the invoice their 'View invoice' link opens; the
 * rooms and the other bidders learn sold or unsold, and each bidder their own label. A sealed
 * lot whose offer window ended tells every bidder 'Pending' at once, until the award.
 */
function closePushes(lotId: string, card: LotCardDoc, after: LotStandingDoc): Push[] {
  const base: RealClosedUpdatesPayload = {
    id: lotId,
    market_status: card.market_status,
    wprice: dollars(card.wprice),
    buynowed: null,
    revision: card.revision,
  };
  const labelOf = (uid: string): Partial<RealClosedUpdatesPayload> =>
    after.phase === 'awaiting_award'
      ? { bidtopstatus: 'pending' }
      : after.phase === 'awaiting_approval'
        ? { bidtopstatus: 'awaiting_approval' }
        : after.winnerId === uid
          ? { buynowed: uid, bidtopstatus: 'won', common_invoice: card.common_invoice }
          : { bidtopstatus: 'lost' };
  return [
    { room: lotRoom(lotId), event: 'realclosedupdates', payload: base },
    { room: lotVisitorRoom(lotId), event: 'realclosedupdates', payload: { ...base, wprice: null } },
    ...after.bidders.map((uid): Push => ({
      room: userRoom(uid),
      event: 'realclosedupdates',
      payload: { ...base, ...labelOf(uid) },
    })),
  ];
}
