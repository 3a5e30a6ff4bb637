/** Query keys of the wallet feature. */
export const walletKeys = {
  all: ['wallet'] as const,
  history: (page: number, limit: number) => [...walletKeys.all, 'history', page, limit] as const,
};
