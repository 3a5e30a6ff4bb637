import { queryRoots } from '@/lib/query-roots';

/** Query keys of the wallet feature. */
export const walletKeys = {
  all: queryRoots.wallet,
  history: (page: number, limit: number) => [...walletKeys.all, 'history', page, limit] as const,
};
