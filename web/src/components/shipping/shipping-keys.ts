import { queryRoots } from '@/lib/query-roots';

/** Query keys of the shared shipping pieces (the checkout and the invoice page use them). */
export const shippingKeys = {
  all: queryRoots.shipping,
  /** The address last saved on the buyer's cart (`cartLocation`). */
  address: () => [...shippingKeys.all, 'address'] as const,
  /** The shipping quotes for an invoice to one address (a new address asks again). */
  quotes: (invoiceId: string, address: string) =>
    [...shippingKeys.all, 'quotes', invoiceId, address] as const,
};
