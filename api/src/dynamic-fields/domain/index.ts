export * from './dynamic-fields.decider.js';
export * from './lot-field-values.rules.js';
