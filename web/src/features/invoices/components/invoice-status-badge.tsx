import type { InvoiceStatus } from '@facet/event-schemas';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colors: Record<InvoiceStatus, string> = {
  unpaid: 'red',
  'partly paid': 'yellow',
  paid: 'teal',
  'awaiting offline payment': 'blue',
  cancelled: 'gray',
  refunded: 'grape',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoices');
  return (
    <Badge color={colors[status]} variant="light" tt="none" data-testid="invoice-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
