import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

/** `cart/pendingCount`: the header's badge; only asked for when signed in. */
export function usePendingCount(enabled: boolean) {
  return useQuery({
    queryKey: cartKeys.pendingCount(),
    queryFn: ({ signal }) => apiCall('cart/pendingCount', {}, { signal, noAlert: true }),
    enabled,
    refetchInterval: 60_000,
  });
}
