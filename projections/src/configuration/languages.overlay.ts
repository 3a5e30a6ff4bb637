import type { ConfigurationBundle, SiteTableRow } from '@facet/event-schemas';

type Language = ConfigurationBundle['languages'][number];

/** The languages the web ships translations for (spec 1: English default, Spanish fallback). */
export const LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English', dir: 'ltr', active: true, default: true },
  { code: 'es', name: 'Español', dir: 'ltr', active: true, fallback: true },
  { code: 'ar', name: 'العربية', dir: 'rtl', active: true },
];

/**
 * The bundled languages overlaid by the admin's `languages` rows (one per code): a row renames a
 * language, sets its direction, hides it (active 0: listed, not offered) or drops it (active 2),
 * or adds a language the web then renders with its fallback and the admin's phrases. English
 * stays offered whatever a row says (the decider refuses to hide it; this guards old events).
 */
export function languagesOf(rows: readonly SiteTableRow[]): Language[] {
  const byCode = new Map(LANGUAGES.map((l) => [l.code, l]));
  for (const row of rows) {
    const code = String(row['code'] ?? '');
    const bundled = LANGUAGES.find((l) => l.code === code);
    const isDefault = bundled?.default === true;
    if (row['active'] === 2 && !isDefault) {
      byCode.delete(code);
      continue;
    }
    const name = typeof row['name'] === 'string' && row['name'] !== '' ? row['name'] : code;
    byCode.set(code, {
      ...bundled,
      code,
      name,
      dir: row['direction'] === 'rtl' ? 'rtl' : 'ltr',
      active: isDefault || row['active'] === 1,
    });
  }
  return [...byCode.values()];
}

/** The admin's language rows after one row is saved or removed (active 2 kept: it drops one). */
export function withLanguageRow(
  rows: readonly SiteTableRow[],
  rowId: string,
  values: Record<string, string | number> | null,
): SiteTableRow[] {
  const kept = rows.filter((r) => r.id !== rowId);
  if (values === null) return kept;
  const row: SiteTableRow = { ...values, id: rowId };
  return [...kept, row];
}
