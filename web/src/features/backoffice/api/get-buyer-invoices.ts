import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { backofficeKeys } from './backoffice-keys';

/** `seller/invoice/invoices`: the invoices of the seller's buyers (an admin: everyone's). */
export function useBuyerInvoices(page: number, limit: number) {
  return useQuery({
    queryKey: backofficeKeys.invoices(page, limit),
    queryFn: ({ signal }) =>
      apiCall('seller/invoice/invoices', { action: 'all', page, limit }, { signal, noAlert: true }),
    placeholderData: keepPreviousData,
  });
}
