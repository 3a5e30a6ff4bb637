export * from './realtime-events.js';
