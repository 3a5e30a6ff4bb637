import type { IncrementTableAnswer, RouteBody } from '@facet/event-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';
import { queryRoots } from '@/lib/query-roots';

/** `seller/setting/getAllBidIncrements`. */
export function useIncrements() {
  return useQuery({
    queryKey: settingsKeys.increments(),
    queryFn: ({ signal }) =>
      apiCall('seller/setting/getAllBidIncrements', {}, { signal, noAlert: true }),
  });
}

/** `seller/setting/replaceBidIncrements`: the whole table in one command. */
export function useReplaceIncrements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: RouteBody<'seller/setting/replaceBidIncrements'>['rows']) =>
      apiCall('seller/setting/replaceBidIncrements', { rows }, { noAlert: 'success' }),
    onSuccess: (answer) => {
      client.setQueryData<IncrementTableAnswer>(settingsKeys.increments(), (old) => ({
        ...old,
        ...answer,
      }));
      void client.invalidateQueries({ queryKey: queryRoots.siteConfig });
    },
  });
}

/** `configurationAction` with `bidIncrementDefault` (dollars). */
export function useSetDefaultIncrement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: number) =>
      apiCall(
        'seller/setting/configurationAction',
        { name: 'bidIncrementDefault', value },
        { noAlert: 'success' },
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: settingsKeys.increments() }),
  });
}
