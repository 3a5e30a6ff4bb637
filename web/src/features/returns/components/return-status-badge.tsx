import type { ReturnStatus } from '@facet/event-schemas';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { returnStatusColors } from '../model/return-filters';

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation('returns');
  return (
    <Badge color={returnStatusColors[status]} variant="light" tt="none" data-testid="return-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
