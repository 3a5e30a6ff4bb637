import { queryRoots } from '@/lib/query-roots';

/** Query keys of the content pages; the admin's page editor refreshes one by its root and id. */
export const contentKeys = {
  all: queryRoots.staticPage,
  page: (id: string, lng: string) => [...contentKeys.all, id, lng] as const,
};
