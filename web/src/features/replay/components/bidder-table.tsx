import type { ReplayBidderRow } from '@facet/event-schemas';
import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { ReplayLabelBadge } from './replay-label-badge';
import { Hint } from '@/components/hint';

/** Every bidder's label and maximum at the instant (the admin sees names and maxima). */
export function BidderTable({
  rows,
  perCarat = false,
}: {
  rows: readonly ReplayBidderRow[];
  /** The lot is priced per carat: maximums carry '/ct'. */
  perCarat?: boolean;
}) {
  const { t } = useTranslation('replay');
  return (
    <>
      <Title order={3}>{t('bidders.title')}</Title>
      {rows.length === 0 ? (
        <Hint>{t('bidders.none')}</Hint>
      ) : (
        <Table data-testid="replay-bidders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bidders.bidder')}</Table.Th>
              <Table.Th>{t('bidders.label')}</Table.Th>
              <Table.Th>{t('bidders.maximum')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.party.userId ?? r.party.name} data-testid="replay-bidder">
                <Table.Td data-testid="bidder-name">
                  <bdi>{r.party.name}</bdi>
                </Table.Td>
                <Table.Td data-testid="bidder-label">
                  <ReplayLabelBadge label={r.label} />
                </Table.Td>
                <Table.Td data-testid="bidder-maximum">
                  {r.maximum === null ? '—' : <Money dollars={r.maximum} perCarat={perCarat} />}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
