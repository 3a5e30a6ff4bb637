import type { StaticPageAnswer, StaticPageEntry, StaticPageTitleList } from '@facet/event-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** `common/show_static_content`: the pages an admin can edit. */
export function useStaticPages(lng: string) {
  return useQuery({
    queryKey: settingsKeys.pages(lng),
    queryFn: ({ signal }) =>
      apiCall<StaticPageTitleList>('common/show_static_content', { lng }, { signal }),
  });
}

/** `common/getPreviousData`: the version the public sees now. */
export function usePreviousPage(id: string | null, lng: string) {
  return useQuery({
    queryKey: settingsKeys.page(id ?? '', lng),
    queryFn: ({ signal }) =>
      apiCall<StaticPageAnswer>('common/getPreviousData', { id, lng }, { signal }),
    enabled: id !== null,
  });
}

/** `common/updateEntry`: the server sanitizes the HTML and answers what it kept. */
export function useSavePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: string; lng: string; title: string; content: string }) =>
      apiCall<StaticPageEntry>('common/updateEntry', p, { alert: 'errors' }),
    onSuccess: (_a, p) => {
      void client.invalidateQueries({ queryKey: settingsKeys.all });
      void client.invalidateQueries({ queryKey: ['static-page', p.id] });
    },
  });
}
