import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { moneyDeskKeys } from './money-desk-keys';

/** `admin/ledger/trialBalance`: every account's balance, folded from the ledger itself. */
export function useTrialBalance() {
  return useQuery({
    queryKey: moneyDeskKeys.trialBalance(),
    queryFn: ({ signal }) => apiCall('admin/ledger/trialBalance', {}, { signal, noAlert: true }),
  });
}

/** `admin/ledger/entries`: one account's entries, newest first, a page at a time. */
export function useLedgerEntries(kind: string, owner: string, page: number, limit: number) {
  return useQuery({
    queryKey: moneyDeskKeys.entries(kind, owner, page, limit),
    queryFn: ({ signal }) =>
      apiCall(
        'admin/ledger/entries',
        { kind: kind as 'wallet', owner, page, limit },
        { signal, noAlert: true },
      ),
    placeholderData: keepPreviousData,
  });
}
