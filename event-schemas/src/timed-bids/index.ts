export * from './timed-bid.events.js';
