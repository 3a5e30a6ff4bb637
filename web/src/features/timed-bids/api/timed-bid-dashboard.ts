import type { TimedBidStatus } from '@facet/event-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';

export type TimedBidFilter = TimedBidStatus | 'all';

export const timedBidKeys = {
  all: queryRoots.timedBids,
  dashboard: (status: TimedBidFilter, page: number) =>
    [...queryRoots.timedBids, 'dashboard', status, page] as const,
};

/** `product/ttw_dashboard`: the caller's timed bids, newest first. */
export function useTimedBidDashboard(status: TimedBidFilter, page: number) {
  return useQuery({
    queryKey: timedBidKeys.dashboard(status, page),
    queryFn: ({ signal }) =>
      apiCall('product/ttw_dashboard', { status, page, limit: 10 }, { signal, noAlert: true }),
    placeholderData: keepPreviousData,
    // A pending timed bid is placed or fails on the server's clock.
    refetchInterval: 5_000,
  });
}

/** `ttwbid/delete`: withdraws a pending timed bid. */
export function useCancelTimedBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ttwId: string) =>
      apiCall('ttwbid/delete', { ttw_id: ttwId, commandId: crypto.randomUUID() }),
    onSuccess: () => client.invalidateQueries({ queryKey: timedBidKeys.all }),
  });
}
