import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Money } from '@/components/money';
import { toCents } from '@/lib/format';
import { useAddToCart } from '../api/lot-actions';
import type { Lot } from '../model/cached-lot';

const CART_REDIRECT_MS = 2000;

/**
 * Price shown is bprice x qty; after adding to the cart we move to /buynowcart 2 s later (spec 4);
 * the panel shows the 'go to cart' note meanwhile (`onAdded`).
 */
export function BuyNow({ lot, onAdded }: { lot: Lot; onAdded: () => void }) {
  const { t } = useTranslation(['lots', 'common']);
  const navigate = useNavigate();
  const add = useAddToCart();
  // Spec 5: the quantity defaults to what is left; units in other buyers' carts are not left.
  const available = Math.max(1, (lot.qty ?? 1) - (lot.sold ?? 0) - (lot.held ?? 0));
  const [qty, setQty] = useState<number | string>(available);
  const [error, setError] = useState<string | null>(null);
  const buy = () => {
    if (!lot.id) return setError(t('buyNow.productIdRequired'));
    if (!qty) return setError(t('buyNow.enterQuantity'));
    add.mutate(
      { productId: lot.id, qty: Number(qty) },
      {
        onSuccess: () => {
          onAdded();
          setTimeout(() => navigate('/buynowcart'), CART_REDIRECT_MS);
        },
      },
    );
  };
  return (
    <Group align="flex-end" gap="xs" data-testid="buy-now">
      <Text size="xs" c="dimmed" w="100%" data-testid="buy-now-available">
        {t('buyNow.available', { count: available })}
      </Text>
      {available > 1 && (
        <NumberInput
          label={t('buyNow.quantity')}
          min={1}
          max={available}
          value={qty}
          onChange={setQty}
          w={100}
          error={error}
        />
      )}
      <Button color="green" onClick={buy} loading={add.isPending}>
        {/* One inline run: the button's label is a flex box, which would drop the space. */}
        <span>
          {t('buyNow.button')} · <Money cents={toCents(lot.bprice ?? 0) * Number(qty || 1)} />
        </span>
      </Button>
      {error && available <= 1 && (
        <Text c="red" size="xs">
          {error}
        </Text>
      )}
    </Group>
  );
}
