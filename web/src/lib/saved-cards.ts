import type { SourceList } from '@facet/event-schemas';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';

/**
 * `customer/source/list` (cards): the saved cards an online payment (checkout, a lot's deposit)
 * may use; none before any is saved. The key is the saved-cards screen's own (under its root), so
 * one cache serves them all. Here rather than in a feature, since features never import each other.
 */
export function useSavedCards(enabled: boolean) {
  return useQuery({
    queryKey: [...queryRoots.paymentMethods, 'list', 'card'],
    enabled,
    queryFn: async ({ signal }): Promise<SourceList> => {
      try {
        return await apiCall(
          'customer/source/list',
          { object: 'card', limit: 100 },
          { signal, noAlert: true },
        );
      } catch (e) {
        if (e instanceof ApiError && e.code === 'payment-customer.not-found')
          return { data: [], has_more: false };
        throw e;
      }
    },
  });
}
