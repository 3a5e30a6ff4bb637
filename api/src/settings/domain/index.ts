export * from './settings.decider.js';
export * from './lot-settings.view.js';
export * from './configuration-names.rules.js';
export * from './increment-table.rules.js';
export * from './site-tables.columns.js';
