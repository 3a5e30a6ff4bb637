import { useSearchParams } from 'react-router';
import { DEFAULT_PER_PAGE, DEFAULT_SORTS } from '@/lib/site-config';

export interface ListingState {
  title: string;
  page: number;
  limit: number;
  orderby: string;
  view: 'grid' | 'list';
  set: (patch: Partial<Omit<ListingState, 'set'>>) => void;
}

/** Search, paging, sort and view live in the URL so results can be shared and survive reloads. */
export function useListingState(): ListingState {
  const [params, setParams] = useSearchParams();
  const num = (key: string, fallback: number) => {
    const n = Number(params.get(key));
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    title: params.get('title') ?? '',
    page: num('page', 1),
    limit: num('limit', DEFAULT_PER_PAGE[0] ?? 12),
    orderby: params.get('orderby') ?? DEFAULT_SORTS[0]?.value ?? 'p.date_closed asc',
    view: params.get('view') === 'list' ? 'list' : 'grid',
    set: (patch) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(patch)) {
          if (v === '' || v === undefined) next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      }),
  };
}
