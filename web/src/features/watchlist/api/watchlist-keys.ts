import { queryRoots } from '@/lib/query-roots';

export const watchlistKeys = {
  all: queryRoots.watchlist,
  auctions: (page: number, limit: number) =>
    [...watchlistKeys.all, 'auctions', page, limit] as const,
  /** Every page of watched auctions (a toggle refreshes them all). */
  allAuctions: () => [...watchlistKeys.all, 'auctions'] as const,
  followers: () => [...watchlistKeys.all, 'followers'] as const,
};
