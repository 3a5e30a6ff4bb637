import type { CartItem } from '@facet/event-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { cartKeys } from './cart-keys';
import { queryRoots } from '@/lib/query-roots';

/** `cart/cancelItem`: the hold is released and its units go back to the lot. */
export function useCancelItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<CartItem, 'cart_id' | 'product_id'>) =>
      apiCall('cart/cancelItem', { cart_id: item.cart_id, product_id: item.product_id }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: cartKeys.all }),
        // The lot's available quantity changed too.
        client.invalidateQueries({ queryKey: queryRoots.lots }),
      ]),
  });
}
