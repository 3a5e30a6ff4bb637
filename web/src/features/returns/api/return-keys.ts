import { queryRoots } from '@/lib/query-roots';

/** Query keys of the returns feature. */
export const returnKeys = {
  all: queryRoots.returns,
  mine: (action: string, page: number, limit: number) =>
    [...returnKeys.all, 'mine', action, page, limit] as const,
  desk: (action: string, page: number, limit: number) =>
    [...returnKeys.all, 'desk', action, page, limit] as const,
  returnInvoice: (id: string) => [...returnKeys.all, 'return-invoice', id] as const,
  invoiceLines: (invoiceId: string) => [...returnKeys.all, 'invoice-lines', invoiceId] as const,
};
