export * from './audit.model.js';
export * from './audit.events.js';
