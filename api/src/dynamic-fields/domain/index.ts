export * from './dynamic-fields.decider.js';
export * from './field-values.rules.js';
