import { queryRoots } from '@/lib/query-roots';

/** Query keys of the admin's dynamic tables, under the dynamic fields' root. */
export const tableKeys = {
  all: [...queryRoots.dynamicFields, 'tables'] as const,
  list: () => [...queryRoots.dynamicFields, 'tables', 'list'] as const,
  rows: (tableId: string, page: number) =>
    [...queryRoots.dynamicFields, 'tables', 'rows', tableId, page] as const,
};
