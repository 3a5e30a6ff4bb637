import type { RouteBody } from '@facet/event-schemas';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';
import { shippingKeys } from './shipping-keys';

type CartAddressForm = RouteBody<'cart/saveAddress'>;

/** The cart's shipping address (`cartLocation` of `cart/search`): the destination quotes price. */
export function useCartAddress() {
  return useQuery({
    queryKey: shippingKeys.address(),
    queryFn: async ({ signal }) =>
      (await apiCall('cart/search', {}, { signal, noAlert: true })).cartLocation,
  });
}

/** `cart/saveAddress` with the invoice: the shipping address judged, kept on the cart and invoice. */
export function useSaveAddress(invoiceId: string, invoiceKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      address: Pick<CartAddressForm, 'address1' | 'city' | 'state' | 'zip' | 'country'>,
    ) => apiCall('cart/saveAddress', { ...address, invoice_id: invoiceId }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: shippingKeys.address() }),
        // The screen's own cache of the invoice (the checkout's or the invoice page's).
        client.invalidateQueries({ queryKey: invoiceKey }),
        client.invalidateQueries({ queryKey: queryRoots.invoices }),
      ]),
  });
}
