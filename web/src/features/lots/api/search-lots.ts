import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { lotKeys, type LotSearchParams } from './lot-keys';

export function searchLots(params: LotSearchParams, signal?: AbortSignal) {
  return apiCall('product/search', params, { signal, noAlert: true });
}

export function useLots(params: LotSearchParams, enabled = true) {
  // The token is part of the key: a visitor's list has no prices, a buyer's has labels.
  const { token } = useSession();
  return useQuery({
    queryKey: [...lotKeys.list(params), Boolean(token)],
    queryFn: ({ signal }) => searchLots(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useLot(id: string | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...lotKeys.detail(id ?? ''), Boolean(token)],
    queryFn: async ({ signal }) => {
      const r = await searchLots({ limit: 1, page: 1, filters: { id: id ?? '' } }, signal);
      return r.records[0] ?? null;
    },
    enabled: Boolean(id),
  });
}

/** Similar lots: limit 3, page 1, closing first, excluding the current lot (spec 7). */
export function useSimilarLots(id: string) {
  return useLots({ limit: 3, page: 1, orderby: 'p.date_closed asc', filters: { similar_to: id } });
}
