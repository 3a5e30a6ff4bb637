export * from './lot-card.model.js';
export * from './list.model.js';
