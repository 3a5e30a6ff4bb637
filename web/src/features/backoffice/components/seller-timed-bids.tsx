import { Badge, Table, Text, Title } from '@mantine/core';
import type { TimedBidStatus } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { When } from '@/components/when';
import { useSellerTimedBids } from '../api/get-seller-timed-bids';

const color: Record<TimedBidStatus, string> = {
  pending: 'blue',
  placed: 'teal',
  failed: 'red',
  cancelled: 'gray',
};

/** The timed bids on the seller's lot: who, how much, when, and what became of each. */
export function SellerTimedBids({
  lotId,
  perCarat = false,
}: {
  lotId: string | null;
  /** The lot is priced per carat: its amounts carry '/ct'. */
  perCarat?: boolean;
}) {
  const { t } = useTranslation('backoffice');
  const rows = useSellerTimedBids(lotId).data ?? [];
  return (
    <>
      <Title order={4}>{t('timedBids.title')}</Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('timedBids.empty')}
        </Text>
      ) : (
        <Table data-testid="seller-timed-bids">
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{`${r.first_name} ${r.last_name}`.trim()}</Table.Td>
                <Table.Td>
                  <Money dollars={r.amount} perCarat={perCarat} />
                </Table.Td>
                <Table.Td>
                  <When at={r.bid_time} />
                </Table.Td>
                <Table.Td>
                  <Badge color={color[r.status]} variant="light" tt="none">
                    {t(`timedBids.statuses.${r.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
