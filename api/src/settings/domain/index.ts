export * from './settings.decider.js';
export * from './lot-settings.view.js';
