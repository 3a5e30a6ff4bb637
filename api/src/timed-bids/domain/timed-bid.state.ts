import type { TimedBidEvent, TimedBidKind, TimedBidStatus } from '@facet/event-schemas';

/** One timed bid (`ttwbid-<id>`), folded from its own stream. Money in cents. */
export interface TimedBidState {
  exists: boolean;
  timedBidId: string;
  lotId: string;
  userId: string;
  kind: TimedBidKind;
  amount: number;
  fireAt: string;
  status: TimedBidStatus;
  reason: string | null;
  message: string | null;
  bidId: string | null;
  wprice: number | null;
  leading: boolean | null;
  createdAt: string;
  updatedAt: string;
}

export const initialTimedBid = (): TimedBidState => ({
  exists: false,
  timedBidId: '',
  lotId: '',
  userId: '',
  kind: 'at_time',
  amount: 0,
  fireAt: '',
  status: 'pending',
  reason: null,
  message: null,
  bidId: null,
  wprice: null,
  leading: null,
  createdAt: '',
  updatedAt: '',
});

export function evolveTimedBid(s: TimedBidState, e: TimedBidEvent): TimedBidState {
  switch (e.type) {
    case 'TimedBidScheduled': {
      const { timedBidId, lotId, userId, kind, amount, fireAt, at } = e.data;
      return {
        ...initialTimedBid(),
        exists: true,
        ...{ timedBidId, lotId, userId, kind, amount, fireAt },
        createdAt: at,
        updatedAt: at,
      };
    }
    case 'TimedBidChanged':
      return { ...s, amount: e.data.amount, fireAt: e.data.fireAt, updatedAt: e.data.at };
    case 'TimedBidCancelled':
      return { ...s, status: 'cancelled', reason: e.data.reason || null, updatedAt: e.data.at };
    case 'TimedBidPlaced': {
      const { bidId, wprice, leading, at } = e.data;
      return { ...s, status: 'placed', bidId, wprice, leading, updatedAt: at };
    }
    case 'TimedBidFailed':
      return {
        ...s,
        status: 'failed',
        reason: e.data.reason,
        message: e.data.message,
        updatedAt: e.data.at,
      };
  }
}
