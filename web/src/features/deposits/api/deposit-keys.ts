import { queryRoots } from '@/lib/query-roots';

/** Query keys of the deposits feature. */
export const depositKeys = {
  all: queryRoots.deposits,
  list: (action: string, page: number, limit: number) =>
    [...depositKeys.all, 'list', action, page, limit] as const,
  one: (id: string) => [...depositKeys.all, 'one', id] as const,
};
