import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TimedBidCells } from '@/components/timed-bid-cells';
import { useSellerTimedBids } from '../api/get-seller-timed-bids';
import { Hint } from '@/components/hint';

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
        <Hint>{t('timedBids.empty')}</Hint>
      ) : (
        <Table data-testid="seller-timed-bids">
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <TimedBidCells
                  bid={r}
                  perCarat={perCarat}
                  statusLabel={t(`timedBids.statuses.${r.status}`)}
                />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
