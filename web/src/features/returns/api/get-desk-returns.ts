import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReturnFilter } from '@facet/event-schemas';
import { apiCall } from '@/lib/api-client';
import { returnKeys } from './return-keys';

/** `seller/returns/returns`: an admin's every request, a seller's those of their own lots. */
export function useDeskReturns(action: ReturnFilter, page: number, limit: number) {
  return useQuery({
    queryKey: returnKeys.desk(action, page, limit),
    queryFn: ({ signal }) =>
      apiCall('seller/returns/returns', { action, page, limit }, { signal, noAlert: true }),
    placeholderData: keepPreviousData,
  });
}
