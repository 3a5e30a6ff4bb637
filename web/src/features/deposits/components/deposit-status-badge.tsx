import type { DepositStatus } from '@facet/event-schemas';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colors: Record<DepositStatus, string> = {
  held: 'blue',
  applied: 'teal',
  released: 'gray',
  refunded: 'grape',
};

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation('deposits');
  return (
    <Badge color={colors[status]} variant="light" tt="none" data-testid="deposit-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
