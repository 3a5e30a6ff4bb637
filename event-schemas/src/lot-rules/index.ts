export * from './lot-standing.js';
export * from './increments.rules.js';
export * from './next-bid.rules.js';
export * from './reserve-met.rules.js';
export * from './buyer-label.rules.js';
export * from './reverse-rank.rules.js';
export * from './bid-addtime.mapper.js';
