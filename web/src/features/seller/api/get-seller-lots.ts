import type { SellerLotList } from '@facet/event-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { type SellerListParams, sellerKeys } from './seller-keys';

/** `seller/product/listings`: one page of the lots the caller manages. */
export function useSellerLots(params: SellerListParams) {
  return useQuery({
    queryKey: sellerKeys.lots(params),
    queryFn: ({ signal }) =>
      apiCall<SellerLotList>('seller/product/listings', { ...params }, { signal }),
    placeholderData: keepPreviousData,
  });
}
