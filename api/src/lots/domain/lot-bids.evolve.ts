import { ownValue } from '@facet/event-schemas';
import type { LotEvent } from '@facet/event-schemas';
import { BidLog } from './bid-log.state.js';
import { replayBids } from './bid-replay.rules.js';
import { pricingOf } from './lot-guards.rules.js';
import type { BidEntry, LotState } from './lot.state.js';

export type BiddingEvent = Extract<
  LotEvent,
  {
    type:
      | 'PreBidPlaced'
      | 'ProxyBidPlaced'
      | 'HardBidPlaced'
      | 'AutomaticBidPlaced'
      | 'LeaderMaximumChanged'
      | 'ReverseBidPlaced'
      | 'BidRetracted';
  }
>;

export const without = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _gone, ...rest } = record;
  return rest;
};

// Pre-bids all turn into bids at the start; skipping the copy of the empty list keeps a bid O(1).
const withoutBid = (preBids: BidEntry[], bidId: string): BidEntry[] =>
  preBids.length === 0 ? preBids : preBids.filter((p) => p.bidId !== bidId);

/** The bid log's entry for a bid event: who, when, and the amount that counts for `kind`. */
const entryOf = (
  e: { bidId: string; userId: string; at: string },
  kind: BidEntry['kind'],
  amount: number,
): BidEntry => ({ bidId: e.bidId, userId: e.userId, kind, amount, at: e.at });

export function evolveBidding(state: LotState, event: BiddingEvent): LotState {
  switch (event.type) {
    case 'PreBidPlaced': {
      const e = event.data;
      const others = state.preBids.filter((p) => p.userId !== e.userId);
      return {
        ...state,
        preBids: [...others, entryOf(e, 'proxy', e.maximum)],
      };
    }
    case 'ProxyBidPlaced':
    case 'HardBidPlaced': {
      const e = event.data;
      const maximum = 'maximum' in e ? e.maximum : e.amount;
      const kind = event.type === 'ProxyBidPlaced' ? 'proxy' : 'hard';
      return {
        ...state,
        preBids: withoutBid(state.preBids, e.bidId),
        bids: state.bids.append(entryOf(e, kind, maximum)),
        bidCount: state.bidCount + 1,
        wprice: e.wprice,
        leader:
          e.leaderId === e.userId ? { userId: e.userId, maximum, priorityAt: e.at } : state.leader,
        maxima: { ...state.maxima, [e.userId]: maximum },
      };
    }
    case 'AutomaticBidPlaced':
      return { ...state, wprice: event.data.wprice, bidCount: state.bidCount + 1 };
    case 'LeaderMaximumChanged': {
      const e = event.data;
      return {
        ...state,
        bids: state.bids.append(entryOf(e, 'proxy', e.maximum)),
        wprice: e.wprice,
        leader: { userId: e.userId, maximum: e.maximum, priorityAt: e.priorityAt },
        maxima: { ...state.maxima, [e.userId]: e.maximum },
      };
    }
    case 'ReverseBidPlaced': {
      const e = event.data;
      return {
        ...state,
        bids: state.bids.append(entryOf(e, 'reverse', e.amount)),
        bidCount: state.bidCount + 1,
        wprice: e.wprice,
        leader:
          e.leaderId === e.userId
            ? { userId: e.userId, maximum: e.amount, priorityAt: e.at }
            : state.leader,
        maxima: {
          ...state.maxima,
          [e.userId]: Math.min(ownValue(state.maxima, e.userId) ?? e.amount, e.amount),
        },
      };
    }
    case 'BidRetracted':
      return retract(state, event.data.bidId, event.data.userId);
  }
}

function retract(state: LotState, bidId: string, userId: string): LotState {
  const retracted = [...state.retracted, bidId];
  if (state.preBids.some((p) => p.bidId === bidId)) {
    return { ...state, retracted, preBids: state.preBids.filter((p) => p.bidId !== bidId) };
  }
  if (ownValue(state.offers, userId)?.bidId === bidId) {
    return { ...state, retracted, offers: without(state.offers, userId) };
  }
  const bids = state.bids.filter((b) => b.bidId !== bidId);
  const book = replayBids(bids, pricingOf(state));
  return {
    ...state,
    retracted,
    bids: BidLog.of(bids),
    bidCount: Math.max(0, state.bidCount - 1),
    leader: book.leader,
    wprice: book.wprice,
    maxima: book.maxima,
  };
}
