import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { CartItem } from '@facet/event-schemas';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Money } from '@/components/money';
import { PageLoader } from '@/components/page-loader';
import { useServerNow } from '@/lib/server-clock';
import { useCart } from '../api/search-cart';
import { holdTimeLeft } from '../model/hold-time';
import { CartItemCard, RemoveButton } from './cart-item-card';

function ItemRow({ item, now }: { item: CartItem; now: number }) {
  const { t } = useTranslation('cart');
  const left = holdTimeLeft(item.expires_at, now);
  return (
    <Table.Tr data-testid="cart-item">
      <Table.Td>{item.title}</Table.Td>
      <Table.Td>
        <Money dollars={item.bprice} perCarat={item.pricing === 'per_carat'} />
      </Table.Td>
      <Table.Td data-testid="cart-item-qty">{item.qty}</Table.Td>
      <Table.Td>
        <Money dollars={item.total} />
      </Table.Td>
      <Table.Td data-testid="cart-item-time">{left ?? t('expired')}</Table.Td>
      <Table.Td>
        <RemoveButton item={item} />
      </Table.Td>
    </Table.Tr>
  );
}

/** /buynowcart and /cart: the held items, what they cost, and how long each stays held. */
export function CartView({ kind }: { kind: 'buynow' | 'cart' }) {
  const { t } = useTranslation('cart');
  const now = useServerNow();
  const cart = useCart(kind);
  const navigate = useNavigate();
  // A phone lists the items as cards: a six-column table does not fit 375 px.
  const wide = useMediaQuery('(min-width: 48em)', true);
  if (cart.isPending) return <PageLoader />;
  const items = cart.data?.cartItems ?? [];
  return (
    <Stack gap="md" data-testid="cart">
      <Title order={1}>{t('title')}</Title>
      {items.length === 0 ? (
        <Text data-testid="cart-empty">{t('empty')}</Text>
      ) : (
        <>
          {!wide ? (
            <Stack gap="sm">
              {items.map((item) => (
                <CartItemCard key={item.cart_id} item={item} now={now} />
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={600}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('columns.item')}</Table.Th>
                    <Table.Th>{t('columns.price')}</Table.Th>
                    <Table.Th>{t('columns.qty')}</Table.Th>
                    <Table.Th>{t('columns.total')}</Table.Th>
                    <Table.Th>{t('columns.heldFor')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <ItemRow key={item.cart_id} item={item} now={now} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Paper withBorder p="md">
            <Group justify="space-between">
              <Text fw={600}>
                {t('total')}: <Money dollars={cart.data?.cartValues.total_amount ?? 0} />
              </Text>
              <Button
                data-testid="cart-checkout"
                // A new checkout id per click: the checkout page raises its invoice once under it.
                onClick={() => void navigate(`/checkout/${kind}/${crypto.randomUUID()}`)}
              >
                {t('checkout')}
              </Button>
            </Group>
          </Paper>
        </>
      )}
      {(cart.data?.nonCartItems?.length ?? 0) > 0 && (
        <Alert color="yellow">{t('lapsed', { count: cart.data?.nonCartItems?.length ?? 0 })}</Alert>
      )}
    </Stack>
  );
}
