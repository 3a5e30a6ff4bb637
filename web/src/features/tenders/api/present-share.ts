import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { tenderKeys } from './tender-keys';

/** Presents the holder's share after the close; the answer says how many more are needed. */
export function usePresentShare(auctionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (share: string) =>
      apiCall(
        'tender/presentShare',
        { auction_id: auctionId, share, commandId: crypto.randomUUID() },
        // The screen shows the answer and the refusal itself, in its own words.
        { noAlert: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: tenderKeys.all }),
  });
}
