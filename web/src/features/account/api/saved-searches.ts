import type { RouteBody } from '@facet/event-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export function useSavedSearches(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.savedSearches(),
    queryFn: ({ signal }) => apiCall('user/getSavedSearch', {}, { signal, noAlert: true }),
    select: (d) => d.records,
    enabled,
  });
}

export function useAddSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'user/addSavedSearch'>) => apiCall('user/addSavedSearch', body),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.savedSearches() }),
  });
}

export function useRemoveSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('user/removeSavedSearch', { id }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.savedSearches() }),
  });
}
