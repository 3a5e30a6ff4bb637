import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { returnKeys } from './return-keys';

/** `invoice/invoice`, read for its lines and status: what the return form offers. */
export function useReturnableInvoice(invoiceId: string) {
  return useQuery({
    queryKey: returnKeys.invoiceLines(invoiceId),
    queryFn: ({ signal }) =>
      apiCall('invoice/invoice', { id: invoiceId }, { signal, noAlert: true }),
  });
}
