import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReturnFilter } from '@facet/event-schemas';
import { apiCall } from '@/lib/api-client';
import { returnKeys } from './return-keys';

/** `product/allreturns`: the buyer's return requests, newest first, by status. */
export function useMyReturns(action: ReturnFilter, page: number, limit: number) {
  return useQuery({
    queryKey: returnKeys.mine(action, page, limit),
    queryFn: ({ signal }) =>
      apiCall('product/allreturns', { action, page, limit }, { signal, noAlert: true }),
    placeholderData: keepPreviousData,
  });
}
