import type { RejectionCode } from '@facet/event-schemas';

import { formatCents } from '../../shared/money/index.js';

type Params = Readonly<Record<string, number | string>>;

export const settingsMessages = {
  'settings.forbidden': () => 'You are not allowed to do this',
  'increment.not-positive': () => 'Increment must be greater than zero',
  'increment.invalid-range': () => 'To amount must be greater than from amount',
  'increment.overlap': () => 'This range overlaps another increment',
  'increment.not-found': () => 'Increment not found',
  'increment.already-exists': () => 'Increment already exists',
  'settings.invalid-value': (p) => `Invalid value for ${String(p['name'] ?? '')}`,
  'settings.unknown-variable': (p) => `Unknown setting: ${String(p['name'] ?? '')}`,
  'increment.table-empty': () => 'The increment table needs at least one band',
  'increment.table-not-from-zero': () => 'The first band must start at 0',
  'increment.table-gap': (p) =>
    `There is a gap in the bands after ${typeof p['amount'] === 'number' ? formatCents(p['amount']) : ''}`,
  'increment.table-not-open-ended': () => 'The last band must have no upper limit',
  'site-table.not-found': (p) => `Unknown table: ${String(p['table'] ?? '')}`,
  'site-row.already-exists': () => 'This row already exists',
  'site-row.not-found': () => 'Row not found',
  'site-table.invalid-column': (p) => `Invalid value for ${String(p['name'] ?? '')}`,
  'language.default-required': () =>
    'English is the default language of the site and cannot be hidden',
  'language.code-taken': (p) => `Another row already sets the language ${String(p['code'] ?? '')}`,
} satisfies Partial<Record<RejectionCode, (p: Params) => string>>;
