import type { ListResponse, SellerBidHistoryRecord } from '@facet/event-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { sellerKeys } from './seller-keys';

/** `seller/product/bidhistory`: a page of the bids on the caller's own lot, newest first. */
export function useSellerBidHistory(id: string | null, page: number, limit = 10) {
  return useQuery({
    queryKey: [...sellerKeys.all, 'bid-history', id, page, limit] as const,
    queryFn: ({ signal }) =>
      apiCall<ListResponse<SellerBidHistoryRecord>>(
        'seller/product/bidhistory',
        { id, page, limit },
        { signal },
      ),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

/** The key prefix of one lot's history pages, for a push to refetch them all. */
export const bidHistoryKey = (id: string) => [...sellerKeys.all, 'bid-history', id] as const;
