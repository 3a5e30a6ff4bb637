export * from './auction.decider.js';
