import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { tenderKeys } from './tender-keys';

/** The admin makes an auction's sealed lots one encrypted tender event. */
export function useSetUpTender(auctionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { holders: string[]; threshold: number }) =>
      apiCall('admin/tender/setUp', {
        auction_id: auctionId,
        holders: input.holders,
        threshold: input.threshold,
        commandId: crypto.randomUUID(),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: tenderKeys.key(auctionId) }),
  });
}
