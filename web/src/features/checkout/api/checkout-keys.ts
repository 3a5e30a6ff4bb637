import { queryRoots } from '@/lib/query-roots';

/** Query keys of the checkout feature. */
export const checkoutKeys = {
  all: queryRoots.checkout,
  /** The checkout named by the page's cart_id (its command id): the invoice it raised. */
  one: (cartId: string) => [...checkoutKeys.all, cartId] as const,
  invoice: (id: string) => [...checkoutKeys.all, 'invoice', id] as const,
  /** A redirect gateway's answer, by payment and signature: settled once, however often asked. */
  redirect: (paymentId: string, signature: string) =>
    [...checkoutKeys.all, 'redirect', paymentId, signature] as const,
};
