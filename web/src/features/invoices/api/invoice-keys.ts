import { queryRoots } from '@/lib/query-roots';

/** Query keys of the invoices feature. */
export const invoiceKeys = {
  all: queryRoots.invoices,
  list: (action: string, page: number, limit: number) =>
    [...invoiceKeys.all, 'list', action, page, limit] as const,
  one: (id: string) => [...invoiceKeys.all, 'one', id] as const,
  transactions: (page: number, limit: number) =>
    [...invoiceKeys.all, 'transactions', page, limit] as const,
};
