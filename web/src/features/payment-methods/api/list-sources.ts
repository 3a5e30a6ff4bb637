import type { SourceList } from '@facet/event-schemas';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '@/lib/api-client';
import { paymentMethodsKeys } from './payment-methods-keys';

/** `customer/source/list`: the caller's cards or bank accounts; none before a customer exists. */
export function useSources(kind: 'card' | 'bank_account') {
  return useQuery({
    queryKey: paymentMethodsKeys.list(kind),
    queryFn: async ({ signal }): Promise<SourceList> => {
      try {
        return await apiCall(
          'customer/source/list',
          { object: kind, limit: 100 },
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
