import { queryRoots } from '@/lib/query-roots';

/** Query keys of the admin settings screens. */
export const settingsKeys = {
  all: queryRoots.adminSettings,
  increments: () => [...settingsKeys.all, 'increments'] as const,
  variables: () => [...settingsKeys.all, 'variables'] as const,
  table: (table: string) => [...settingsKeys.all, 'table', table] as const,
  phrases: () => [...settingsKeys.all, 'phrases'] as const,
  shippingRates: () => [...settingsKeys.all, 'shipping-rates'] as const,
  pages: (lng: string) => [...settingsKeys.all, 'pages', lng] as const,
  page: (id: string, lng: string) => [...settingsKeys.all, 'page', id, lng] as const,
};
