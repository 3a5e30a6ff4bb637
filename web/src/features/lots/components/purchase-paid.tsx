import type { PurchaseRecord } from '@facet/event-schemas';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';

/**
 * What the buyer paid for a purchase (its invoice line's total): the lot's card shows the lot's
 * current or starting price, which is not what a buy-now or a win cost (issue 27, item 14).
 */
export function PurchasePaid({ purchase }: { purchase: PurchaseRecord }) {
  const { t } = useTranslation('lots');
  return (
    <Group gap={6} data-testid="purchase-paid">
      <Text size="sm" c="dimmed">
        {t('price.paid')}:
      </Text>
      <Money fw={700} dollars={purchase.purchased_total} />
    </Group>
  );
}
