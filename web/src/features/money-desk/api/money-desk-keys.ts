import { queryRoots } from '@/lib/query-roots';

/** Query keys of the money desk. */
export const moneyDeskKeys = {
  all: queryRoots.moneyDesk,
  invoices: (filter: string, page: number, limit: number) =>
    [...moneyDeskKeys.all, 'invoices', filter, page, limit] as const,
  buyers: (search: string) => [...moneyDeskKeys.all, 'buyers', search] as const,
  payouts: (page: number, limit: number) => [...moneyDeskKeys.all, 'payouts', page, limit] as const,
  bankAccounts: (sellerId: string) => [...moneyDeskKeys.all, 'bank-accounts', sellerId] as const,
  trialBalance: () => [...moneyDeskKeys.all, 'trial-balance'] as const,
  entries: (kind: string, owner: string, page: number, limit: number) =>
    [...moneyDeskKeys.all, 'entries', kind, owner, page, limit] as const,
};

/** What a money movement may change elsewhere: the desk itself, invoices and wallets. */
export const movedMoneyRoots = [queryRoots.moneyDesk, queryRoots.invoices, queryRoots.wallet];
