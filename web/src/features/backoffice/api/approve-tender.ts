import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { backofficeKeys } from './backoffice-keys';

// The offers read model follows the accepted command within milliseconds; refetch just after.
const REFETCH_AFTER_MS = 400;

/** `seller/offer/changeApprovalStatus` (issue 30): accept or refuse a lot's provisional winner. */
export function useApproveTender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { lotId: string; decision: 'accept' | 'refuse' }) =>
      apiCall('seller/offer/changeApprovalStatus', { id: v.lotId, decision: v.decision }),
    onSuccess: () =>
      setTimeout(
        () => void client.invalidateQueries({ queryKey: backofficeKeys.all }),
        REFETCH_AFTER_MS,
      ),
  });
}
