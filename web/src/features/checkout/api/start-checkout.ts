import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';
import { queryRoots } from '@/lib/query-roots';

/**
 * `cart/checkout` (or `buynow/checkout`) with the page's cart_id as its command id: the first
 * visit raises the invoice for the held items, a reload or a retry answers with the same invoice
 * and the payment method chosen, so a pending checkout survives a reload. Never retried blindly
 * by the query layer: a refused checkout (lapsed hold) is an answer, not a glitch.
 */
export function useCheckout(type: string, cartId: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: checkoutKeys.one(cartId),
    queryFn: async () => {
      const path = type === 'cart' ? 'cart/checkout' : 'buynow/checkout';
      const answer = await apiCall(path, { commandId: cartId }, { noAlert: true });
      // The held items became a sale: the cart, its count and the lots' quantities moved.
      await Promise.all([
        client.invalidateQueries({ queryKey: queryRoots.cart }),
        client.invalidateQueries({ queryKey: queryRoots.lots }),
      ]);
      return answer;
    },
    retry: false,
    staleTime: Infinity,
  });
}
