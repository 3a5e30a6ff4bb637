export * from './envelope.js';
export * from './primitives.js';
export * from './define-event.js';
export * from './registry.js';
