import { queryRoots } from '@/lib/query-roots';

/** Query keys of the lot form: under the back office's root, which a save refreshes. */
export const lotFormKeys = {
  lot: (id: string) => [...queryRoots.backoffice, 'lot', id] as const,
  auctions: () => [...queryRoots.backoffice, 'lot-form', 'auctions'] as const,
  templates: () => [...queryRoots.backoffice, 'lot-form', 'templates'] as const,
  sellerRoot: queryRoots.backoffice,
};
