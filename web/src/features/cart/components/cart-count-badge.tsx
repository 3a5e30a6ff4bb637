import { Anchor, Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePendingCount } from '../api/pending-count';

/** The header's cart link with the number of items held (`cart/pendingCount`). */
export function CartCountBadge() {
  const { t } = useTranslation('cart');
  const count = usePendingCount(true).data?.count ?? 0;
  return (
    <Anchor component={Link} to="/cart" c="dark" data-testid="cart-link">
      <Group gap={4} wrap="nowrap">
        {t('nav')}
        <Badge size="sm" circle data-testid="cart-count">
          {count}
        </Badge>
      </Group>
    </Anchor>
  );
}
