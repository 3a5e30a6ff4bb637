export const cartKeys = {
  all: ['cart'] as const,
  detail: (kind: 'buynow' | 'cart') => [...cartKeys.all, 'detail', kind] as const,
  pendingCount: () => [...cartKeys.all, 'pending-count'] as const,
};
