import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { spendingCapKeys } from './spending-cap-keys';

/** The buyer's own cap in the auction and what they lead or have won there (dollars). */
export function useSpendingCap(auctionId: string, enabled: boolean) {
  return useQuery({
    queryKey: spendingCapKeys.of(auctionId),
    queryFn: ({ signal }) =>
      apiCall('auction/getSpendingCap', { auction_id: auctionId }, { signal, noAlert: true }),
    enabled,
  });
}

/** Sets or changes the cap (dollars as typed); null removes it. */
export function useSetSpendingCap(auctionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cap: string | null) =>
      apiCall('auction/setSpendingCap', { auction_id: auctionId, cap }),
    onSuccess: (answer) => client.setQueryData(spendingCapKeys.of(auctionId), answer),
  });
}
