/** Query keys of the lot form; `seller` is the seller area's root key, refreshed after a save. */
export const lotFormKeys = {
  lot: (id: string) => ['seller', 'lot', id] as const,
  auctions: () => ['seller', 'lot-form', 'auctions'] as const,
  templates: () => ['seller', 'lot-form', 'templates'] as const,
  sellerRoot: ['seller'] as const,
};
