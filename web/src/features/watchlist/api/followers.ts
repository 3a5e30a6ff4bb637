import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { FOLLOW_RATING, FOLLOWER_REFRESH_MS } from '../model/follow-rules';
import { watchlistKeys } from './watchlist-keys';

/** The sellers the buyer follows (`user/getFollowers`), with the rating they gave. */
export function useFollowedSellers() {
  return useQuery({
    queryKey: watchlistKeys.followers(),
    queryFn: ({ signal }) => apiCall('user/getFollowers', {}, { signal, noAlert: true }),
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows a seller with rating 5 (`user/addFollower`) or stops following (`user/removeFollower`);
 * the followers list is read again after 0.5 s, as the spec times it.
 */
export function useFollowSeller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sellerId, following }: { sellerId: string; following: boolean }) =>
      following
        ? apiCall('user/removeFollower', { seller_id: sellerId })
        : apiCall('user/addFollower', { seller_id: sellerId, rating: FOLLOW_RATING }),
    onSuccess: async () => {
      await wait(FOLLOWER_REFRESH_MS);
      await client.invalidateQueries({ queryKey: watchlistKeys.followers() });
    },
  });
}
