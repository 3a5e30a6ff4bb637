import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { CartItem } from '@facet/event-schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { useCancelItem } from '../api/cancel-item';
import { holdTimeLeft } from '../model/hold-time';
import { Hint } from '@/components/hint';

function Field({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Hint>{label}</Hint>
      <Text size="sm" data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

/** Gives a held item back to the lot: the same button in the table and on a phone's card. */
export function RemoveButton({ item }: { item: CartItem }) {
  const { t } = useTranslation('cart');
  const cancel = useCancelItem();
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      loading={cancel.isPending}
      onClick={() => cancel.mutate(item)}
    >
      {t('remove')}
    </Button>
  );
}

/**
 * A held item on a phone: the table's columns as labelled lines, so the price and the total are
 * read whole at 375 px instead of scrolled under a sticky Remove column.
 */
export function CartItemCard({ item, now }: { item: CartItem; now: number }) {
  const { t } = useTranslation('cart');
  return (
    <Paper withBorder p="sm" data-testid="cart-item">
      <Stack gap={4}>
        <Text fw={600}>{item.title}</Text>
        <Field label={t('columns.price')}>
          <Money dollars={item.bprice} perCarat={item.pricing === 'per_carat'} />
        </Field>
        <Field label={t('columns.qty')} testId="cart-item-qty">
          {item.qty}
        </Field>
        <Field label={t('columns.total')}>
          <Money dollars={item.total} />
        </Field>
        <Field label={t('columns.heldFor')} testId="cart-item-time">
          {holdTimeLeft(item.expires_at, now) ?? t('expired')}
        </Field>
        <Group justify="flex-end">
          <RemoveButton item={item} />
        </Group>
      </Stack>
    </Paper>
  );
}
