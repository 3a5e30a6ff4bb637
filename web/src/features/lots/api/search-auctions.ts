import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { AuctionRecord, ListResponse } from '@facet/event-schemas';
import { lotKeys, type LotSearchParams } from './lot-keys';

export function useAuctions(params: LotSearchParams) {
  return useQuery({
    queryKey: lotKeys.auctions(params),
    queryFn: ({ signal }) =>
      apiCall<ListResponse<AuctionRecord>>('auction/search', params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuction(id: string) {
  return useQuery({
    queryKey: lotKeys.auction(id),
    queryFn: async ({ signal }) => {
      const r = await apiCall<ListResponse<AuctionRecord>>(
        'auction/search',
        { limit: 1, page: 1, filters: { id } },
        { signal },
      );
      return r.records[0] ?? null;
    },
  });
}
