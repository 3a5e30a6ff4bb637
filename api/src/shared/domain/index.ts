export * from './actor.js';
export * from './domain-rejection.js';
export * from './instant.rules.js';
export * from './lot-settings.defaults.js';
export * from './same-data.js';
