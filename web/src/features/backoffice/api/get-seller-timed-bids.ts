import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { backofficeKeys } from './backoffice-keys';

/** `seller/product/ttwbidhistory`: the timed bids set on the caller's own lot (and their outcome). */
export function useSellerTimedBids(id: string | null) {
  return useQuery({
    queryKey: [...backofficeKeys.bidHistory(id ?? '', 0, 1), 'timed'],
    queryFn: ({ signal }) =>
      apiCall(
        'seller/product/ttwbidhistory',
        { id: id ?? '', page: 1, limit: 1 },
        { signal, noAlert: true },
      ),
    enabled: id !== null,
    select: (answer) => answer.timed_bids,
    refetchInterval: 10_000,
  });
}
