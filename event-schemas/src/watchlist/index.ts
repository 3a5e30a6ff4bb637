import type { EventsOf } from '../lots/index.js';
import type { watchlistEvents } from './watchlist.events.js';

export * from './watchlist.events.js';

export type WatchlistEvent = EventsOf<(typeof watchlistEvents)[number]>;
