import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export function useStaticPage(id: string, enabled = true) {
  return useQuery({
    queryKey: ['static-page', id],
    queryFn: ({ signal }) => apiCall<{ record?: { content?: string } }>('common/getStaticPage', { id }, { signal }),
    enabled,
    retry: false,
  });
}
