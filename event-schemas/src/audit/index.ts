export * from './audit.model.js';
export * from './audit.events.js';
export * from './audit-money.model.js';
