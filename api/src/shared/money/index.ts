export * from './money.format.js';
export * from './money.parse.js';
export * from './money.rules.js';
