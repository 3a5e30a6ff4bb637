import type { ListResponse, SellerOfferRecord } from '@facet/event-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { deskKeys } from './desk-keys';

/** `seller/offer/adminoffers`: the offers on the caller's sealed lots. */
export function useSellerOffers(status: string, page: number, limit: number) {
  return useQuery({
    queryKey: deskKeys.offers(status, page, limit),
    queryFn: ({ signal }) =>
      apiCall<ListResponse<SellerOfferRecord>>(
        'seller/offer/adminoffers',
        { status, page, limit },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
