import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** `invoice/invoice`: what the checkout raised, its lines, premium, tax and balance due. */
export function useCheckoutInvoice(id: string | undefined) {
  return useQuery({
    queryKey: checkoutKeys.invoice(id ?? ''),
    // Only asked for once the checkout named its invoice (`enabled`).
    queryFn: ({ signal }) =>
      apiCall('invoice/invoice', { id: id ?? '' }, { signal, noAlert: true }),
    enabled: id !== undefined,
  });
}
