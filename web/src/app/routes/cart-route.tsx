import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CartView } from '@/features/cart/components/cart-view';
import { usePageTitle } from '@/lib/page-title';

/** /buynowcart: where a buyer lands 2 s after Buy now (spec 2, 4). */
export function BuyNowCartRoute() {
  const { t } = useTranslation('cart');
  usePageTitle(t('title'));
  return (
    <Container size="lg" py="xl">
      <CartView kind="buynow" />
    </Container>
  );
}

/** /cart: the same held items, and the ones whose hold lapsed. */
export function CartRoute() {
  const { t } = useTranslation('cart');
  usePageTitle(t('title'));
  return (
    <Container size="lg" py="xl">
      <CartView kind="cart" />
    </Container>
  );
}
