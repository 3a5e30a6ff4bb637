import type { SellerLotAnswer } from '@facet/event-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { sellerKeys } from './seller-keys';

/** `seller/product/getSingleProject`: one lot the caller manages, with its reserve. */
export function useSellerLot(id: string | null) {
  return useQuery({
    queryKey: sellerKeys.lot(id ?? ''),
    queryFn: ({ signal }) =>
      apiCall<SellerLotAnswer>('seller/product/getSingleProject', { id }, { signal }),
    enabled: id !== null,
  });
}
