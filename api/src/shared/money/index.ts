export * from './money.format.js';
export { parseCaratsToPoints, parseDollarsToCents } from '@facet/event-schemas';
export * from './money.rules.js';
