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

export const watchlistEvents = [WatchlistAdded, WatchlistRemoved] as const;

export const watchlistStream = (userId: string): string => `watchlist-${userId}`;
