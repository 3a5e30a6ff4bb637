import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { backofficeKeys } from './backoffice-keys';

/** `seller/product/getSingleProject`: one lot the caller manages, with its reserve. */
export function useSellerLot(id: string | null) {
  return useQuery({
    queryKey: backofficeKeys.lot(id ?? ''),
    queryFn: ({ signal }) =>
      apiCall('seller/product/getSingleProject', { id: id ?? '' }, { signal, noAlert: true }),
    enabled: id !== null,
  });
}
