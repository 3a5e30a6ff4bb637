export * from './lot-total.rules.js';
export * from './money.parse.js';
