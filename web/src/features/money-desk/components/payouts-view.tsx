import { Button, Group, Table } from '@mantine/core';
import type { SellerPayoutSummary } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { pagedTable, useRecordsPage } from '@/components/records-page';
import { RecordsTable } from '@/components/records-table';
import { useSellerPayouts } from '../api/seller-payouts';
import { CommissionModal } from './commission-modal';
import { RecordPayoutModal } from './record-payout-modal';

/** Every seller the house owes or paid, most due first: record a payout, set a commission. */
export function PayoutsView() {
  const { t } = useTranslation('moneydesk');
  const pager = useRecordsPage();
  const query = useSellerPayouts(pager.page, pager.limit);
  const [paying, setPaying] = useState<SellerPayoutSummary | null>(null);
  const [rating, setRating] = useState<SellerPayoutSummary | null>(null);
  const c = (k: string) => t(`payouts.columns.${k}` as never);
  return (
    <>
      <RecordsTable
        {...pagedTable(query, pager)}
        headers={['seller', 'earned', 'paidOut', 'collected', 'due', 'commission', 'actions'].map(
          c,
        )}
        testId="desk-payouts"
      >
        {(query.data?.records ?? []).map((s) => (
          <Table.Tr key={s.seller_id} data-testid={`desk-payout-${s.seller_id}`}>
            <Table.Td>{s.seller_name}</Table.Td>
            <Table.Td>
              <Money dollars={s.earned} />
            </Table.Td>
            <Table.Td>
              <Money dollars={s.paid_out} />
            </Table.Td>
            <Table.Td data-testid="desk-payout-collected">
              <Money dollars={s.collected_by_seller} />
            </Table.Td>
            <Table.Td data-testid="desk-payout-due">
              <Money dollars={s.due} />
            </Table.Td>
            <Table.Td>
              {s.commission_percent
                ? t('payouts.ownRate', { percent: s.commission_percent })
                : t('payouts.siteRate', { percent: s.effective_commission_percent })}
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="compact-sm"
                  disabled={s.due <= 0}
                  data-testid="desk-record-payout"
                  onClick={() => setPaying(s)}
                >
                  {t('payouts.record')}
                </Button>
                <Button size="compact-sm" variant="default" onClick={() => setRating(s)}>
                  {t('payouts.commission')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </RecordsTable>
      <RecordPayoutModal seller={paying} onClose={() => setPaying(null)} />
      <CommissionModal seller={rating} onClose={() => setRating(null)} />
    </>
  );
}
