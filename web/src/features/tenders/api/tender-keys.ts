import { queryRoots } from '@/lib/query-roots';

export const tenderKeys = {
  all: queryRoots.tenders,
  key: (auctionId: string) => [...tenderKeys.all, 'key', auctionId] as const,
  opening: (auctionId: string) => [...tenderKeys.all, 'opening', auctionId] as const,
  mine: () => [...tenderKeys.all, 'mine'] as const,
  holderKey: () => [...tenderKeys.all, 'holder-key'] as const,
};
