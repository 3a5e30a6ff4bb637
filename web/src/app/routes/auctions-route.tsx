import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuctionListing } from '@/features/lots/components/auction-listing';
import { usePageTitle } from '@/lib/page-title';

export function AuctionsRoute() {
  const { t } = useTranslation(['common', 'lots']);
  usePageTitle(t('titles.auctions'));
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="md">
        {t('titles.auctions')}
      </Title>
      <AuctionListing />
    </Container>
  );
}
