import { ownValue } from '@facet/event-schemas';
import type { ConfigurationBundle, MarketplaceEvent, SiteTableRow } from '@facet/event-schemas';

type Tables = ConfigurationBundle['tableValues'];
type TableEvent = Extract<MarketplaceEvent, { type: 'SiteTableRowSaved' | 'SiteTableRowDeleted' }>;

/**
 * One table row saved or removed. A row with active 2 leaves the bundle (spec 3: dropdown data,
 * active 2 excluded); Object.fromEntries keeps names as own data keys, never a prototype.
 */
export function withTableRow(tables: Tables, e: TableEvent): Tables {
  const { table, rowId } = e.data;
  const rows = (ownValue(tables, table) ?? []).filter((r) => r.id !== rowId);
  if (e.type === 'SiteTableRowSaved' && e.data.values['active'] !== 2) {
    const row: SiteTableRow = { ...e.data.values, id: rowId };
    rows.push(row);
  }
  return Object.fromEntries([...Object.entries(tables), [table, rows]]);
}

/** An override set (or removed by an empty text) in one language. */
export function withPhrase(
  phrases: ConfigurationBundle['phrases'],
  p: { language: string; key: string; text: string },
): ConfigurationBundle['phrases'] {
  const entries = Object.entries(phrases[p.language] ?? {}).filter(([k]) => k !== p.key);
  if (p.text !== '') entries.push([p.key, p.text]);
  return Object.fromEntries([
    ...Object.entries(phrases),
    [p.language, Object.fromEntries(entries)],
  ]);
}
