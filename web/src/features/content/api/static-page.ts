import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** The server answers `{ id, title, content }`; older payloads carried `record.content`. */
export interface StaticPage {
  title?: string;
  content?: string;
  record?: { content?: string };
}

export function useStaticPage(id: string, enabled = true) {
  return useQuery({
    queryKey: ['static-page', id],
    queryFn: ({ signal }) => apiCall<StaticPage>('common/getStaticPage', { id }, { signal }),
    enabled,
    retry: false,
  });
}
