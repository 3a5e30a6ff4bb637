import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { tenderKeys } from './tender-keys';

/** The published opening (public); refused until the event is opened. */
export function useTenderOpening(auctionId: string) {
  return useQuery({
    queryKey: tenderKeys.opening(auctionId),
    queryFn: ({ signal }) =>
      apiCall('tender/opening', { auction_id: auctionId }, { signal, noAlert: true }),
    retry: false,
  });
}
