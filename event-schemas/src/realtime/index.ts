export * from './realtime-events.js';
export * from './rooms.js';
