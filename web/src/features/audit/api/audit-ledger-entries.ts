import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { LedgerEntryQuery } from '../model/ledger-filters';
import { auditKeys } from './audit-keys';

export const LEDGER_PAGE_SIZE = 20;

/** `audit/ledgerEntries`: every ledger entry as recorded, newest first, a page at a time. */
export function useLedgerEntries(query: LedgerEntryQuery) {
  return useQuery({
    queryKey: auditKeys.ledgerEntries(query),
    queryFn: ({ signal }) => apiCall('audit/ledgerEntries', query, { signal, noAlert: true }),
    placeholderData: keepPreviousData,
  });
}
