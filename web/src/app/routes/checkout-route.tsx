import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import { usePageTitle } from '@/lib/page-title';

/** /checkout/:type/:cart_id: the pending checkout named by cart_id (spec 2, 5). */
export function CheckoutRoute() {
  const { t } = useTranslation('checkout');
  const { type = 'buynow', cart_id: cartId = '' } = useParams();
  usePageTitle(t('title'));
  return (
    <Container size="md" py="xl">
      <CheckoutView key={cartId} type={type} cartId={cartId} />
    </Container>
  );
}
