export * from './lot-total.rules.js';
