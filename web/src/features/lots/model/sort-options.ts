import type { LotSort } from '@facet/event-schemas';
import type { SortChoice } from '@/lib/site-config';

export interface SortOption {
  value: string;
  label: string;
}

/**
 * The sort-by select's choices from `product/activeSorts` (the server's list is the one the
 * search honours). Values keep the address's `p.` form; a choice the web knows is worded in the
 * reader's language (`word` of its key), another keeps the server's label; until the server
 * answers, the web's own list stands in.
 */
export function sortOptions(
  server: readonly LotSort[] | undefined,
  known: readonly SortChoice[],
  word: (key: SortChoice['key']) => string,
): SortOption[] {
  const worded = (value: string, label: string): SortOption => {
    const choice = known.find((k) => k.value === value);
    return { value, label: choice ? word(choice.key) : label };
  };
  if (!server || server.length === 0) return known.map((k) => worded(k.value, k.label));
  return server.map((s) => worded(`p.${s.orderby}`, s.label));
}
