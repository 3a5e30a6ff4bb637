import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { returnKeys } from './return-keys';

/** `product/returninvoice`: the return invoice (credit note) of an accepted return. */
export function useReturnInvoice(id: string) {
  return useQuery({
    queryKey: returnKeys.returnInvoice(id),
    queryFn: ({ signal }) => apiCall('product/returninvoice', { id }, { signal, noAlert: true }),
  });
}
