import { queryRoots } from '@/lib/query-roots';

/** Query keys of the saved cards and bank accounts. */
export const paymentMethodsKeys = {
  all: queryRoots.paymentMethods,
  list: (kind: 'card' | 'bank_account') => [...paymentMethodsKeys.all, 'list', kind] as const,
};
