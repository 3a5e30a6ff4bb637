import type { RouteBody } from '@facet/event-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';
import { queryRoots } from '@/lib/query-roots';

export type CheckoutPaymentMethod = RouteBody<'cart/updateCheckout'>['payment_method'];
/** The method, and for an online payment the saved card (its id or token) it uses. */
export interface PayChoice {
  method: CheckoutPaymentMethod;
  card?: string | undefined;
}

/**
 * Pays the checkout's invoice. The payment's command id derives from the checkout's, so pressing
 * Pay again (or after a reload) can never pay twice. Offline: `offline/payCartOffline`
 * `{ invoice_id }` (the offline payments' endpoint) leaves the invoice awaiting the transfer.
 */
export function usePayCheckout(cartId: string, invoiceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ method, card }: PayChoice): Promise<void> => {
      // One command per card: a declined card and the next one are two payments, never one.
      const commandId = `${cartId}-pay-${method}${card ? `-${card}` : ''}`;
      if (method === 'offline') await apiCall('offline/payCartOffline', { invoice_id: invoiceId });
      else
        await apiCall(method === 'wallet' ? 'credit/payCartWallet' : 'credit/payCartOnline', {
          invoice_id: invoiceId,
          commandId,
          ...(card && { payment_method: card }),
        });
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: checkoutKeys.all }),
        client.invalidateQueries({ queryKey: queryRoots.invoices }),
        client.invalidateQueries({ queryKey: queryRoots.wallet }),
      ]),
  });
}

/** `cart/updateCheckout`: the method chosen, kept for the pending checkout across reloads. */
export function useChoosePaymentMethod(cartId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (method: CheckoutPaymentMethod) =>
      apiCall(
        'cart/updateCheckout',
        { cart_id: cartId, payment_method: method },
        { noAlert: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: checkoutKeys.one(cartId) }),
  });
}
