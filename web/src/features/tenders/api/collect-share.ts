import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** The holder's share, once: the server forgets it as it answers. */
export function useCollectShare() {
  return useMutation({
    mutationFn: (auctionId: string) =>
      apiCall('tender/collectShare', { auction_id: auctionId }, { noAlert: 'success' }),
  });
}
