import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { id, instant } from '../primitives.js';

export const WatchlistAdded = defineEvent(
  'WatchlistAdded',
  1,
  z.object({ userId: id, lotId: id, at: instant }),
);

export const WatchlistRemoved = defineEvent(
  'WatchlistRemoved',
  1,
  z.object({ userId: id, lotId: id, at: instant }),
);

/** An auction (the whole sale, not one lot) watched: on the same per-user watchlist stream. */
export const AuctionWatchlistAdded = defineEvent(
  'AuctionWatchlistAdded',
  1,
  z.object({ userId: id, auctionId: id, at: instant }),
);

export const AuctionWatchlistRemoved = defineEvent(
  'AuctionWatchlistRemoved',
  1,
  z.object({ userId: id, auctionId: id, at: instant }),
);

export const watchlistEvents = [
  WatchlistAdded,
  WatchlistRemoved,
  AuctionWatchlistAdded,
  AuctionWatchlistRemoved,
] as const;

export const watchlistStream = (userId: string): string => `watchlist-${userId}`;
