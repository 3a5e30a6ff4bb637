import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { StaticContent } from '@/features/content/components/static-content';
import { FaqList } from '@/features/content/components/faq-list';
import { usePageTitle } from '@/lib/page-title';

type StaticPage =
  | 'about'
  | 'services'
  | 'help'
  | 'guidelines'
  | 'privacy_policy'
  | 'terms_of_use'
  | 'how_to_bid'
  | 'support';

export function StaticPageRoute() {
  const { t } = useTranslation(['common', 'lots']);
  const match = useMatches().at(-1);
  const page = ((match?.handle as { page?: StaticPage } | undefined)?.page ??
    'about') as StaticPage;
  const title = t(`pages.${page}`);
  usePageTitle(title);
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {title}
      </Title>
      <StaticContent id={page} />
      {page === 'support' && <FaqList />}
    </Container>
  );
}
