import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '@/components/html-content';
import { useStaticPage } from '../api/static-page';

export function StaticContent({ id }: { id: string }) {
  const { t } = useTranslation(['common', 'lots']);
  const page = useStaticPage(id);
  if (page.isLoading) return <Skeleton h={200} />;
  const content = page.data?.content;
  return content ? (
    <HtmlContent html={content} />
  ) : (
    <Text c="dimmed">{t('pages.unavailable')}</Text>
  );
}
