import type { RejectionCode } from '@facet/event-schemas';

type Params = Readonly<Record<string, number | string>>;

export const settingsMessages = {
  'settings.forbidden': () => 'You are not allowed to do this',
  'increment.not-positive': () => 'Increment must be greater than zero',
  'increment.invalid-range': () => 'To amount must be greater than from amount',
  'increment.overlap': () => 'This range overlaps another increment',
  'increment.not-found': () => 'Increment not found',
  'increment.already-exists': () => 'Increment already exists',
  'settings.invalid-value': (p) => `Invalid value for ${String(p['name'] ?? '')}`,
} satisfies Partial<Record<RejectionCode, (p: Params) => string>>;
