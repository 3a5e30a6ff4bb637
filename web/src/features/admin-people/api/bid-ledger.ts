import type { RouteBody } from '@facet/event-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { adminPeopleKeys, REFETCH_AFTER_MS } from './admin-people-keys';

/** `seller/product/ttwbidhistory`: every bid of a lot, retracted ones flagged, and its price. */
export function useBidLedger(lotId: string | null, page: number) {
  return useQuery({
    queryKey: adminPeopleKeys.ledger(lotId ?? '', page),
    queryFn: ({ signal }) =>
      apiCall(
        'seller/product/ttwbidhistory',
        { id: lotId ?? '', page, limit: 10 },
        { signal, noAlert: true },
      ),
    enabled: lotId !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * `seller/product/ttwbidhistoryUpdate`: retracts a bid (`bid_id`; answers the lot's recomputed
 * price) or cancels a pending timed bid (`ttw_id`).
 */
export function useRetractBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'seller/product/ttwbidhistoryUpdate'>) =>
      apiCall('seller/product/ttwbidhistoryUpdate', body),
    onSuccess: () =>
      setTimeout(
        () => void client.invalidateQueries({ queryKey: adminPeopleKeys.all }),
        REFETCH_AFTER_MS,
      ),
  });
}
