export * from './lot-card.model.js';
export * from './list.model.js';
export * from './lot-record.model.js';
export * from './auction-record.model.js';
export * from './bid-history-record.model.js';
export * from './bid-answer.model.js';
export * from './account.model.js';
export * from './cart.model.js';
