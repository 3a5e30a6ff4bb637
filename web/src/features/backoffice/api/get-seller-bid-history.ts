import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { backofficeKeys } from './backoffice-keys';

/** `seller/product/bidhistory`: a page of the bids on the caller's own lot, newest first. */
export function useSellerBidHistory(id: string | null, page: number, limit = 10) {
  return useQuery({
    queryKey: backofficeKeys.bidHistory(id ?? '', page, limit),
    queryFn: ({ signal }) =>
      apiCall(
        'seller/product/bidhistory',
        { id: id ?? '', page, limit },
        { signal, noAlert: true },
      ),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
