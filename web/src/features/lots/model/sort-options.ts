import type { LotSort } from '@facet/event-schemas';

export interface SortOption {
  value: string;
  label: string;
}

/**
 * The sort-by select's choices from `product/activeSorts` (the server's list is the one the
 * search honours). Values keep the address's `p.` form; a choice the web already names keeps its
 * wording; until the server answers, the web's own list stands in.
 */
export function sortOptions(
  server: readonly LotSort[] | undefined,
  fallback: readonly SortOption[],
): SortOption[] {
  if (!server || server.length === 0) return [...fallback];
  return server.map((s) => {
    const value = `p.${s.orderby}`;
    return { value, label: fallback.find((f) => f.value === value)?.label ?? s.label };
  });
}
