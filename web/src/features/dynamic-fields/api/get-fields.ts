import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { ViewPage } from '@/lib/dynamic-fields';
import { fieldKeys } from './field-keys';

/** `dynamic/propertyColumns`: every field of one view_page (inactive ones too), in order. */
export function useAdminFields(viewPage: ViewPage) {
  return useQuery({
    queryKey: fieldKeys.admin(viewPage),
    queryFn: ({ signal }) =>
      apiCall('dynamic/propertyColumns', { view_page: viewPage }, { signal, noAlert: true }),
    select: (r) => r.records,
  });
}
