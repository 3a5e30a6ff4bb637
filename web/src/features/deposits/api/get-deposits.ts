import type { DepositFilter } from '@facet/event-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { depositKeys } from './deposit-keys';

/** `deposit/alldeposits`: one page of the buyer's deposits, filtered by /deposits/:action. */
export function useDeposits(action: string, page: number, limit: number) {
  return useQuery({
    queryKey: depositKeys.list(action, page, limit),
    queryFn: ({ signal }) =>
      // The URL's tab, as it is: the server refuses one it does not know.
      apiCall(
        'deposit/alldeposits',
        { action: action as DepositFilter, page, limit },
        { signal, noAlert: true },
      ),
    placeholderData: keepPreviousData,
  });
}
