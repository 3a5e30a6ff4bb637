import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LotDrawer } from '@/features/lots/components/lot-drawer';
import { LotListing } from '@/features/lots/components/lot-listing';
import { usePageTitle } from '@/lib/page-title';

export function SearchRoute() {
  const { t } = useTranslation(['common', 'lots']);
  usePageTitle(t('titles.search'));
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="md">
        {t('titles.search')}
      </Title>
      <LotListing />
      <LotDrawer />
    </Container>
  );
}
