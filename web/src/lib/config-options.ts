import type { ConfigurationAnswer } from '@facet/event-schemas';

export interface Option {
  value: string;
  label: string;
}

type Row = {
  id?: unknown;
  value?: unknown;
  name?: unknown;
  title?: unknown;
  description?: unknown;
  active?: unknown;
};

/**
 * The choices of one admin-managed table of the configuration bundle (`common/getDefault`
 * `tableValues.categories`, `.conditions`, `.locations`; rows `{ id, name, ... }`), active 2 rows
 * excluded. Read loosely, so the form works before and after the admin area types these tables.
 */
export function bundleOptions(
  bundle: ConfigurationAnswer | undefined,
  list: 'categories' | 'conditions' | 'locations',
): Option[] {
  const loose = bundle as unknown as Record<string, unknown> | undefined;
  const tables = loose?.tableValues as Record<string, unknown> | undefined;
  const rows = tables?.[list] ?? loose?.[list];
  if (!Array.isArray(rows)) return [];
  return (rows as Row[])
    .filter((r) => r && r.active !== 2 && (r.id ?? r.value) !== undefined)
    .map((r) => ({
      value: String(r.id ?? r.value),
      label: String(r.name ?? r.title ?? r.description ?? r.id ?? r.value),
    }));
}
