import type { CartAddress } from '@facet/event-schemas';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';
import { shippingKeys } from './shipping-keys';

/**
 * `shipping/getQuoteRequest`: the quotes for the invoice's parcel to the saved address. Each ask
 * gives new quotes (recorded, valid 30 minutes), so it is asked once per address, not on focus.
 */
export function useShippingQuotes(invoiceId: string, address: CartAddress | null) {
  const where = address ? [address.address1, address.city, address.zip, address.country] : [];
  return useQuery({
    queryKey: shippingKeys.quotes(invoiceId, where.join('|')),
    queryFn: ({ signal }) =>
      apiCall('shipping/getQuoteRequest', { invoice_id: invoiceId }, { signal, noAlert: true }),
    enabled: address !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/**
 * `shipping/confirmShippingQuote`: the quote on the invoice as its shipping line. One command id
 * per quote, so a double click or a retry records it once.
 */
export function useConfirmShippingQuote(invoiceId: string, invoiceKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) =>
      apiCall(
        'shipping/confirmShippingQuote',
        { invoice_id: invoiceId, quote_id: quoteId, commandId: `${invoiceId}-ship-${quoteId}` },
        { noAlert: 'success' },
      ),
    onSuccess: () =>
      Promise.all([
        // The screen's own cache of the invoice (the checkout's or the invoice page's).
        client.invalidateQueries({ queryKey: invoiceKey }),
        client.invalidateQueries({ queryKey: queryRoots.invoices }),
      ]),
  });
}
