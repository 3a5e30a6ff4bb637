import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { auditKeys } from './audit-keys';

/** `admin/ledger/trialBalance` (auditors read it too): the whole ledger folded from the log. */
export function useTrialBalance() {
  return useQuery({
    queryKey: auditKeys.trialBalance(),
    queryFn: ({ signal }) => apiCall('admin/ledger/trialBalance', {}, { signal, noAlert: true }),
  });
}
