import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';

/** The caller's timed bids on one lot; under the timed-bids root, so the dashboard shares it. */
export const lotTimedBidKeys = {
  all: queryRoots.timedBids,
  lot: (lotId: string) => [...queryRoots.timedBids, 'lot', lotId] as const,
};

/** `product/ttwbidhistory`: the caller's timed bids on this lot and their outcomes. */
export function useLotTimedBids(lotId: string, enabled: boolean) {
  return useQuery({
    queryKey: lotTimedBidKeys.lot(lotId),
    queryFn: ({ signal }) =>
      apiCall('product/ttwbidhistory', { id: lotId, limit: 20 }, { signal, noAlert: true }),
    enabled,
    // A timed bid turns placed or failed on the server's clock: look again now and then.
    refetchInterval: 5_000,
  });
}

export interface TimedBidInput {
  id: string;
  wsprice: number;
  /** ISO instant; none for a future proxy (it starts when the lot opens). */
  bid_time?: string;
}

/** `ttwbid/confirm` (with a time) or `ttwbid/future_proxy` (without). */
export function useScheduleTimedBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bid_time, ...input }: TimedBidInput) => {
      const commandId = crypto.randomUUID();
      return bid_time
        ? apiCall('ttwbid/confirm', { ...input, bid_time, commandId })
        : apiCall('ttwbid/future_proxy', { ...input, commandId });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: lotTimedBidKeys.all }),
  });
}

/** `ttwbid/delete`: the owner withdraws a pending timed bid. */
export function useCancelLotTimedBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ttwId: string) =>
      apiCall('ttwbid/delete', { ttw_id: ttwId, commandId: crypto.randomUUID() }),
    onSuccess: () => client.invalidateQueries({ queryKey: lotTimedBidKeys.all }),
  });
}
