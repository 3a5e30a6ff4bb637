import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** `invoice/alltransactions`: one page of the buyer's payments across their invoices. */
export function useTransactions(page: number, limit: number) {
  return useQuery({
    queryKey: invoiceKeys.transactions(page, limit),
    queryFn: ({ signal }) =>
      apiCall('invoice/alltransactions', { page, limit }, { signal, noAlert: true }),
    placeholderData: keepPreviousData,
  });
}
