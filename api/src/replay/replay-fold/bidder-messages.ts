import { ownValue } from '@facet/event-schemas';
import { isLotEvent, type ReplayMessage } from '@facet/event-schemas';
import {
  buyerLabel,
  lotCardProjection,
  lotStandingProjection,
  pushesFor,
  type DocChange,
  type LotCardDoc,
  type LotStandingDoc,
} from '@facet/projections/folds';
import { centsToDollars as dollars } from '../../shared/money/index.js';
import type { LotFacts, ReplayEvent, ReplayPorts } from './replay.ports.js';

/**
 * A message one bidder got about one lot. A bid's answer is computed when a frame shows it: the
 * aggregate it reads is immutable, and a 10,000-bid fold then maps no answer nobody asked for.
 */
export interface AddressedMessage {
  userId: string;
  lotId: string;
  message: ReplayMessage | (() => ReplayMessage);
}

export const messageOf = (m: AddressedMessage): ReplayMessage =>
  typeof m.message === 'function' ? m.message() : m.message;

export interface DocsAround {
  /** The card as the event left it, when the event changed it (the notifier reads no older card). */
  changedCard: LotCardDoc | undefined;
  standing: { before: LotStandingDoc | undefined; after: LotStandingDoc | undefined };
}

const USER_ROOM = 'user:';

/**
 * The personal pushes one event caused, as the live notifier computes them (`pushesFor`) from the
 * read models' change, with the event as its own batch: what a bidder got without conflation.
 */
export function pushMessages(
  event: ReplayEvent,
  step: number,
  docs: DocsAround,
): AddressedMessage[] {
  if (!isLotEvent(event)) return [];
  const lotId = event.data.lotId;
  const changes: DocChange[] = [];
  const { changedCard, standing } = docs;
  if (changedCard)
    changes.push({
      projection: lotCardProjection.name,
      id: lotId,
      before: undefined,
      after: changedCard,
    });
  if (standing.after && standing.after !== standing.before)
    changes.push({
      projection: lotStandingProjection.name,
      id: lotId,
      before: standing.before,
      after: standing.after,
    });
  if (changes.length === 0) return [];
  const out: AddressedMessage[] = [];
  for (const push of pushesFor({ events: [event], changes }).direct) {
    if (!push.room.startsWith(USER_ROOM)) continue;
    const userId = push.room.slice(USER_ROOM.length);
    const p = push.payload;
    const ranked = 'bidtopstatus' in p && p.bidtopstatus != null;
    const amount =
      'prebid_data' in p
        ? p.prebid_data.proposed_amount
        : 'wprice' in p && typeof p.wprice === 'number'
          ? p.wprice
          : null;
    out.push({
      userId,
      lotId,
      message: {
        step,
        at: event.metadata.at,
        kind: 'push',
        name: push.event,
        label: ranked && standing.after ? buyerLabel(standing.after, userId) : null,
        amount,
      },
    });
  }
  return out;
}

/** The bid events that answer their own bidder's command, with the message the route answers. */
const ANSWERS: Partial<Record<ReplayEvent['type'], string>> = {
  ProxyBidPlaced: 'Bid placed successfully',
  HardBidPlaced: 'Bid placed successfully',
  ReverseBidPlaced: 'Bid placed successfully',
  LeaderMaximumChanged: 'Bid placed successfully',
  SealedOfferPlaced: 'Offer Placed Successfully',
  PreBidPlaced: 'Pre Bid placed successfully',
};

/** A bid the command's own sender placed: it is answered once the command's events are all in. */
export interface PendingAnswer {
  userId: string;
  lotId: string;
  name: string;
  preBid: number | null;
}

export function pendingAnswerOf(event: ReplayEvent): PendingAnswer | null {
  const name = ownValue(ANSWERS, event.type);
  if (!name || !isLotEvent(event) || !('userId' in event.data)) return null;
  const userId = event.data.userId;
  if (userId !== event.metadata.userId) return null;
  const preBid = event.type === 'PreBidPlaced' ? event.data.maximum : null;
  return { userId, lotId: event.data.lotId, name, preBid };
}

/** The HTTP answer to the bid, from the aggregate as the command left it (the route's mapper). */
export function answerMessage(
  pending: PendingAnswer,
  lot: LotFacts,
  event: ReplayEvent,
  step: number,
  ports: ReplayPorts,
): AddressedMessage {
  const { userId, lotId, name } = pending;
  const base = { step, at: event.metadata.at, kind: 'answer' as const, name };
  if (pending.preBid !== null)
    return { userId, lotId, message: { ...base, label: null, amount: dollars(pending.preBid) } };
  const revision = event.revision;
  const message = (): ReplayMessage => ({
    ...base,
    label: ports.buyerLabel(lot, userId),
    amount: ports.answer(lotId, lot, revision, userId).wprice,
  });
  return { userId, lotId, message };
}
