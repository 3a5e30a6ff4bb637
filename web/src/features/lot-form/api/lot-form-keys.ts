/** Query keys of the lot form; `backoffice` is the back office's root key, refreshed after a save. */
export const lotFormKeys = {
  lot: (id: string) => ['backoffice', 'lot', id] as const,
  auctions: () => ['backoffice', 'lot-form', 'auctions'] as const,
  templates: () => ['backoffice', 'lot-form', 'templates'] as const,
  sellerRoot: ['backoffice'] as const,
};
