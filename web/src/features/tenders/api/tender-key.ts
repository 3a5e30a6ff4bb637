import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { tenderKeys } from './tender-keys';

/** The event's key and status; an auction that is no encrypted tender event answers an error. */
export function useTenderEvent(auctionId: string) {
  return useQuery({
    queryKey: tenderKeys.key(auctionId),
    queryFn: ({ signal }) =>
      apiCall('tender/key', { auction_id: auctionId }, { signal, noAlert: true }),
    enabled: Boolean(auctionId),
    retry: false,
  });
}
