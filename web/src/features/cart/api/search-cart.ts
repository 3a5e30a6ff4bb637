import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

/** `buynow/search` (/buynowcart) or `cart/search` (/cart, which adds the lapsed holds). */
export function useCart(kind: 'buynow' | 'cart') {
  return useQuery({
    queryKey: cartKeys.detail(kind),
    queryFn: ({ signal }) =>
      apiCall(kind === 'cart' ? 'cart/search' : 'buynow/search', {}, { signal, noAlert: true }),
  });
}
