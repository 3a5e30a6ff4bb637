import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { backofficeKeys } from './backoffice-keys';

/**
 * `seller/user/invoice/invoice`: one buyer's invoice of the seller's lots, its buyer, the buyer's
 * wallet balance and who did what on it.
 */
export function useBuyerInvoice(id: string) {
  return useQuery({
    queryKey: backofficeKeys.invoice(id),
    queryFn: ({ signal }) =>
      apiCall('seller/user/invoice/invoice', { id }, { signal, noAlert: true }),
  });
}
