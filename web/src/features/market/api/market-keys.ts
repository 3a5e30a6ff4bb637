import { queryRoots } from '@/lib/query-roots';

export const marketKeys = {
  all: queryRoots.market,
  summary: () => [...marketKeys.all, 'summary'] as const,
  upcoming: () => [...marketKeys.all, 'upcoming'] as const,
  manifest: (auctionId: string) => [...marketKeys.all, 'manifest', auctionId] as const,
  myTotals: () => [...marketKeys.all, 'my-totals'] as const,
  trend: (sizeBand: string) => [...marketKeys.all, 'trend', sizeBand] as const,
};
