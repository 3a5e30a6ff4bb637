import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { backofficeKeys, type LotListParams } from './backoffice-keys';

/** `seller/product/listings`: one page of the lots the caller manages. */
export function useSellerLots(params: LotListParams) {
  return useQuery({
    queryKey: backofficeKeys.lots(params),
    // A copy: the map types a literal body (an `Omit<>` alias fails its overload in tsc 5).
    queryFn: ({ signal }) =>
      apiCall('seller/product/listings', { ...params }, { signal, noAlert: true }),
    placeholderData: keepPreviousData,
  });
}
