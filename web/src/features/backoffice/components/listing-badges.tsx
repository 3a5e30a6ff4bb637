import { Badge } from '@mantine/core';
import type { LotMarketStatus } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import type { ListingStatus } from '../model/lot-status.patch';

const statusColor: Record<ListingStatus, string> = {
  active: 'teal',
  inactive: 'yellow',
  removed: 'gray',
};

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation('backoffice');
  return (
    <Badge
      color={statusColor[status]}
      variant="light"
      tt="none"
      miw="max-content"
      data-testid="listing-status"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

export function MarketStatusText({ status }: { status: LotMarketStatus }) {
  const { t } = useTranslation('backoffice');
  return <>{t(`market.${status}`)}</>;
}
