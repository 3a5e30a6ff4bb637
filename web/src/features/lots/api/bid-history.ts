import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { lotKeys } from './lot-keys';

export const HISTORY_PAGE_SIZE = 10;

export function useBidHistory(id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: lotKeys.history(id, page),
    queryFn: ({ signal }) =>
      apiCall(
        'product/bidhistory',
        { id, limit: HISTORY_PAGE_SIZE, page },
        { signal, noAlert: true },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
