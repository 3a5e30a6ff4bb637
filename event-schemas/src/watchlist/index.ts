export * from './watchlist.events.js';
