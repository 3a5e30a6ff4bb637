import type { PhraseRecord } from '@facet/event-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';
import { queryRoots } from '@/lib/query-roots';

/** `admin/setting/phrases`. */
export function usePhrases() {
  return useQuery({
    queryKey: settingsKeys.phrases(),
    queryFn: ({ signal }) => apiCall('admin/setting/phrases', {}, { signal, noAlert: true }),
  });
}

/** `admin/setting/phraseAction`: an empty text removes the override. */
export function useSetPhrase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: PhraseRecord) =>
      apiCall(
        'admin/setting/phraseAction',
        { language: p.language, key: p.key, text: p.text },
        { noAlert: 'success' },
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: settingsKeys.phrases() });
      void client.invalidateQueries({ queryKey: queryRoots.siteConfig });
    },
  });
}
