import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { lotKeys } from './lot-keys';

/** What the sort-by select offers (`product/activeSorts`); it changes only with a release. */
export function useActiveSorts() {
  return useQuery({
    queryKey: [...lotKeys.all, 'active-sorts'] as const,
    queryFn: ({ signal }) => apiCall('product/activeSorts', {}, { signal, noAlert: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
