import { reject } from '../../shared/domain/domain-rejection.js';
import type { Cell } from './site-tables.columns.js';
import type { TableRow } from './settings.state.js';

/** The site's default language (spec 1): an admin may rename it, never hide it. */
export const DEFAULT_LANGUAGE = 'en';

/**
 * A `languages` row about to be saved overlays the bundled language of its code: one row per
 * code (two rows would fight over it), and English stays shown (active 1).
 */
export function checkLanguageRow(
  rows: ReadonlyMap<string, TableRow> | undefined,
  rowId: string,
  values: ReadonlyMap<string, Cell>,
): void {
  const code = values.get('code');
  if (code === DEFAULT_LANGUAGE && values.get('active') !== 1) reject('language.default-required');
  for (const [id, row] of rows ?? [])
    if (id !== rowId && row['code'] === code) reject('language.code-taken', { code: String(code) });
}
