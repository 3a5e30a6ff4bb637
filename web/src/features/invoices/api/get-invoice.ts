import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** `invoice/invoice`: one invoice (its buyer, its seller or an admin). */
export function useInvoice(id: string) {
  return useQuery({
    queryKey: invoiceKeys.one(id),
    queryFn: ({ signal }) => apiCall('invoice/invoice', { id }, { signal, noAlert: true }),
  });
}
