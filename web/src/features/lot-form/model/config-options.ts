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
 * The choices of one list of the configuration bundle (`common/getDefault`: categories,
 * conditions, locations), however the admin's table names its columns; active 2 rows excluded.
 * Read loosely: the bundle gains these lists as the admin area fills them in.
 */
export function bundleOptions(
  bundle: ConfigurationAnswer | undefined,
  list: 'categories' | 'conditions' | 'locations',
): Option[] {
  const rows = (bundle as unknown as Record<string, unknown> | undefined)?.[list];
  if (!Array.isArray(rows)) return [];
  return (rows as Row[])
    .filter((r) => r && r.active !== 2 && (r.id ?? r.value) !== undefined)
    .map((r) => ({
      value: String(r.id ?? r.value),
      label: String(r.name ?? r.title ?? r.description ?? r.id ?? r.value),
    }));
}
