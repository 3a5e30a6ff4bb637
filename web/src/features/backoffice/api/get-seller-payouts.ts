import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { backofficeKeys } from './backoffice-keys';

/** `seller/payouts/statement`: what the house owes the seller, has paid, and the payouts made. */
export function useSellerPayouts(page: number, limit: number) {
  return useQuery({
    queryKey: backofficeKeys.payouts(page, limit),
    queryFn: ({ signal }) =>
      apiCall('seller/payouts/statement', { page, limit }, { signal, noAlert: true }),
    placeholderData: keepPreviousData,
  });
}
