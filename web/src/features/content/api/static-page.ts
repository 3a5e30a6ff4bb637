import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/lib/api-client';
import { pageLanguage } from '@/lib/page-language';
import { contentKeys } from './content-keys';

/** The page in the language the reader sees; the server holds each page in every language. */
export function useStaticPage(id: string, enabled = true) {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: contentKeys.page(id, lng),
    queryFn: ({ signal }) =>
      apiCall('common/getStaticPage', { id, lng: pageLanguage(lng) }, { signal, noAlert: true }),
    enabled,
    retry: false,
  });
}
