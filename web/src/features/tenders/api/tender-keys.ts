import { queryRoots } from '@/lib/query-roots';

export const tenderKeys = {
  all: queryRoots.tenders,
  key: (auctionId: string) => [...tenderKeys.all, 'key', auctionId] as const,
  opening: (auctionId: string) => [...tenderKeys.all, 'opening', auctionId] as const,
  mine: () => [...tenderKeys.all, 'mine'] as const,
  /** Per user: a sign-in as someone else never reads the last user's key from the cache. */
  holderKey: (userId?: string) =>
    userId
      ? ([...tenderKeys.all, 'holder-key', userId] as const)
      : ([...tenderKeys.all, 'holder-key'] as const),
};
