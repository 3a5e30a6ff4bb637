import type { InvoiceFilter } from '@facet/event-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** `invoice/allinvoices`: one page of the buyer's invoices, filtered by /invoices/:action. */
export function useInvoices(action: string, page: number, limit: number) {
  return useQuery({
    queryKey: invoiceKeys.list(action, page, limit),
    queryFn: ({ signal }) =>
      // The URL's tab, as it is: the server refuses one it does not know.
      apiCall(
        'invoice/allinvoices',
        { action: action as InvoiceFilter, page, limit },
        { signal, noAlert: true },
      ),
    placeholderData: keepPreviousData,
  });
}
