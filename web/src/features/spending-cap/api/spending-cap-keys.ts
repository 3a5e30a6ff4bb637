import { queryRoots } from '@/lib/query-roots';

export const spendingCapKeys = {
  all: queryRoots.spendingCap,
  of: (auctionId: string) => [...spendingCapKeys.all, auctionId] as const,
};
