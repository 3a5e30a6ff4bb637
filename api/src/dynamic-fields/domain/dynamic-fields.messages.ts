import type { RejectionCode } from '@facet/event-schemas';

type Params = Readonly<Record<string, number | string>>;

export const dynamicFieldsMessages = {
  'field.forbidden': () => 'You are not allowed to do this',
  'field.not-found': () => 'Field not found',
  'field.already-exists': () => 'Field already exists',
  'field.options-required': () => 'A select field needs at least one option',
  'field.invalid-order': () => 'The new order must name every field of the page once',
} satisfies Partial<Record<RejectionCode, (p: Params) => string>>;

export const dynamicTablesMessages = {
  'table.forbidden': () => 'You are not allowed to do this',
  'table.not-found': () => 'Table not found',
  'table.row-not-found': () => 'Row not found',
  'table.already-exists': () => 'Table already exists',
  'table.unknown-column': () => 'Every column must be a dynamic field',
  'table.invalid-value': (p) => `${p.label}: ${p.problem}`,
} satisfies Partial<Record<RejectionCode, (p: Params) => string>>;
