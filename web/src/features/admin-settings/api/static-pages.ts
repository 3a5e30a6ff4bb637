import type { PageLanguage } from '@facet/event-schemas';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';
import { queryRoots } from '@/lib/query-roots';

/** `common/show_static_content`: the pages an admin can edit. */
export function useStaticPages(lng: PageLanguage) {
  return useQuery({
    queryKey: settingsKeys.pages(lng),
    queryFn: ({ signal }) =>
      apiCall('common/show_static_content', { lng }, { signal, noAlert: true }),
  });
}

/** `common/getPreviousData`: the version the public sees now. */
export function usePreviousPage(id: string | null, lng: PageLanguage) {
  return useQuery({
    queryKey: settingsKeys.page(id ?? '', lng),
    queryFn:
      id === null
        ? skipToken
        : ({ signal }) => apiCall('common/getPreviousData', { id, lng }, { signal, noAlert: true }),
  });
}

/** `common/updateEntry`: the server sanitizes the HTML and answers what it kept. */
export function useSavePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: string; lng: PageLanguage; title: string; content: string }) =>
      apiCall(
        'common/updateEntry',
        { id: p.id, lng: p.lng, title: p.title, content: p.content },
        { noAlert: 'success' },
      ),
    onSuccess: (_a, p) => {
      void client.invalidateQueries({ queryKey: settingsKeys.all });
      void client.invalidateQueries({ queryKey: [...queryRoots.staticPage, p.id] });
    },
  });
}
