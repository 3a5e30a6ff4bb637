/** Query keys of the invoices feature. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (action: string, page: number, limit: number) =>
    [...invoiceKeys.all, 'list', action, page, limit] as const,
  one: (id: string) => [...invoiceKeys.all, 'one', id] as const,
  transactions: (page: number, limit: number) =>
    [...invoiceKeys.all, 'transactions', page, limit] as const,
};
