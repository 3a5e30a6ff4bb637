import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MyOffersView } from '@/features/make-offer/components/my-offers-view';
import { ReceivedOffersView } from '@/features/make-offer/components/received-offers-view';
import { usePageTitle } from '@/lib/page-title';

/** /make-offers: the buyer's make-offers on buy-now items. */
export function MyMakeOffersRoute() {
  const { t } = useTranslation('makeoffer');
  usePageTitle(t('mine.title'));
  return (
    <Container size="lg" py="xl">
      <MyOffersView />
    </Container>
  );
}

/** /seller/make-offers: the make-offers on the seller's buy-now items (an admin: everyone's). */
export function SellerMakeOffersRoute() {
  const { t } = useTranslation('makeoffer');
  usePageTitle(t('received.title'));
  return <ReceivedOffersView />;
}
