export * from './dynamic-fields.decider.js';
export * from './field-values.rules.js';
export {
  type DynamicTableCommand,
  type DynamicTableState,
  dynamicTableDecider,
} from './dynamic-table.decider.js';
