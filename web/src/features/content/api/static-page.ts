import type { StaticPageRecord } from '@facet/event-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export function useStaticPage(id: string, enabled = true) {
  return useQuery({
    queryKey: ['static-page', id],
    queryFn: ({ signal }) => apiCall<StaticPageRecord>('common/getStaticPage', { id }, { signal }),
    enabled,
    retry: false,
  });
}
