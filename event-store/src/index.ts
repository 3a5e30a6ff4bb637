export * from './port.js';
export * from './hash/canonical-json.js';
export * from './hash/event-hash.js';
export * from './ids/event-id.js';
export { EventIdReused, type StreamHead } from './shared/append-rules.js';
export * from './sqlite/sqlite-event-store.js';
export * from './postgres/postgres-event-store.js';
