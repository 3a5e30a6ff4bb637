import { queryRoots } from '@/lib/query-roots';

export const cartKeys = {
  all: queryRoots.cart,
  detail: (kind: 'buynow' | 'cart') => [...cartKeys.all, 'detail', kind] as const,
  pendingCount: () => [...cartKeys.all, 'pending-count'] as const,
};
