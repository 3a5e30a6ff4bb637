import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { backofficeKeys } from './backoffice-keys';

// The offers read model follows the accepted command within milliseconds; refetch just after.
const REFETCH_AFTER_MS = 400;

/** `seller/offer/changeOfferStatus`: award one bidder's offer, or decline them all. */
export function useChangeOfferStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { lotId: string; userId?: string; status: 'accept' | 'reject' }) =>
      apiCall('seller/offer/changeOfferStatus', {
        id: v.lotId,
        status: v.status,
        ...(v.userId ? { user_id: v.userId } : {}),
      }),
    onSuccess: () =>
      setTimeout(
        () => void client.invalidateQueries({ queryKey: backofficeKeys.all }),
        REFETCH_AFTER_MS,
      ),
  });
}
