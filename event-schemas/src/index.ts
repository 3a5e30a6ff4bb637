export * from './envelope.js';
export * from './primitives.js';
export * from './define-event.js';
export * from './registry.js';
export * from './lots/index.js';
export * from './auctions/index.js';
export * from './settings/index.js';
