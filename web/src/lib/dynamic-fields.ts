import type { DynamicFieldRecord } from '@facet/event-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { queryRoots } from '@/lib/query-roots';

export type ViewPage = DynamicFieldRecord['view_page'];

/** Query key of the public dynamic fields; the admin screen invalidates it after a change. */
export const activeFieldsKey = (viewPage: ViewPage) =>
  [...queryRoots.dynamicFields, 'active', viewPage] as const;

/** `dynamic/getAllDynamicArray`: the active fields of one view_page, in order (active 2 hidden). */
export function useActiveFields(viewPage: ViewPage) {
  return useQuery({
    queryKey: activeFieldsKey(viewPage),
    queryFn: ({ signal }) =>
      apiCall('dynamic/getAllDynamicArray', { view_page: viewPage }, { signal, noAlert: true }),
    select: (r) => r.records,
    staleTime: 60_000,
  });
}
