import type { RejectionCode } from '@facet/event-schemas';

type Params = Readonly<Record<string, number | string>>;

export const dynamicFieldsMessages = {
  'field.forbidden': () => 'You are not allowed to do this',
  'field.not-found': () => 'Field not found',
  'field.already-exists': () => 'Field already exists',
  'field.options-required': () => 'A select field needs at least one option',
  'field.invalid-order': () => 'The new order must name every field of the page once',
} satisfies Partial<Record<RejectionCode, (p: Params) => string>>;
