import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { id, instant } from '../primitives.js';

/** Who watches which lot, and when: the same for watching and no longer watching. */
const lotWatch = z.object({ userId: id, lotId: id, at: instant });
/** The same for an auction (the whole sale, not one lot), on the same per-user watchlist stream. */
const auctionWatch = z.object({ userId: id, auctionId: id, at: instant });

export const WatchlistAdded = defineEvent('WatchlistAdded', 1, lotWatch);
export const WatchlistRemoved = defineEvent('WatchlistRemoved', 1, lotWatch);
export const AuctionWatchlistAdded = defineEvent('AuctionWatchlistAdded', 1, auctionWatch);
export const AuctionWatchlistRemoved = defineEvent('AuctionWatchlistRemoved', 1, auctionWatch);

export const watchlistEvents = [
  WatchlistAdded,
  WatchlistRemoved,
  AuctionWatchlistAdded,
  AuctionWatchlistRemoved,
] as const;

export const watchlistStream = (userId: string): string => `watchlist-${userId}`;
