import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { type AuctionSearchParams, lotKeys } from './lot-keys';

export function useAuctions(params: AuctionSearchParams) {
  return useQuery({
    queryKey: lotKeys.auctions(params),
    queryFn: ({ signal }) => apiCall('auction/search', params, { signal, noAlert: true }),
    placeholderData: keepPreviousData,
  });
}

export function useAuction(id: string) {
  return useQuery({
    queryKey: lotKeys.auction(id),
    queryFn: async ({ signal }) => {
      const r = await apiCall(
        'auction/search',
        { limit: 1, page: 1, filters: { id } },
        { signal, noAlert: true },
      );
      return r.records[0] ?? null;
    },
  });
}
