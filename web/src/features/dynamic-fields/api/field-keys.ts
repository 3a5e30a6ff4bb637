import type { ViewPage } from '@/lib/dynamic-fields';
import { queryRoots } from '@/lib/query-roots';

/** Query keys of the admin's dynamic fields; their root also roots the public list's key. */
export const fieldKeys = {
  all: queryRoots.dynamicFields,
  admin: (viewPage: ViewPage) => [...queryRoots.dynamicFields, 'admin', viewPage] as const,
};
