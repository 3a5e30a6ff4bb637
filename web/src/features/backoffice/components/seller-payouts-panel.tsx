import { Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { pagedTable, useRecordsPage } from '@/components/records-page';
import { RecordsTable } from '@/components/records-table';
import { When } from '@/components/when';
import { useSellerPayouts } from '../api/get-seller-payouts';
import { Hint } from '@/components/hint';

/**
 * The seller's payouts: due (sales less the commission, less what was paid) and paid, each with
 * the bank account it went to (bank name and last four digits).
 */
export function SellerPayoutsPanel() {
  const { t } = useTranslation('backoffice');
  const pager = useRecordsPage(5);
  const query = useSellerPayouts(pager.page, pager.limit);
  const summary = query.data?.summary;
  const tiles = [
    ['due', summary?.due],
    ['paidOut', summary?.paid_out],
    ['earned', summary?.earned],
    // Paid to the seller directly (L-SFB-2): already theirs, never part of what is due.
    ['collectedBySeller', summary?.collected_by_seller],
  ] as const;
  return (
    <Stack data-testid="seller-payouts">
      <Title order={2} size="h3">
        {t('payouts.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {tiles.map(([key, dollars]) => (
          <Paper key={key} withBorder p="lg" radius="md" data-testid={`payouts-${key}`}>
            <Hint>{t(`payouts.${key}`)}</Hint>
            {summary ? (
              <Text fz={28} fw={700} data-testid="amount">
                <Money dollars={dollars} />
              </Text>
            ) : (
              <Skeleton h={36} />
            )}
          </Paper>
        ))}
      </SimpleGrid>
      {summary && (
        <Hint>{t('payouts.commission', { percent: summary.effective_commission_percent })}</Hint>
      )}
      <RecordsTable
        {...pagedTable(query, pager)}
        headers={[
          t('payouts.columns.date'),
          t('payouts.columns.reference'),
          t('payouts.columns.paidTo'),
          t('payouts.columns.amount'),
        ]}
        testId="payouts-paid"
      >
        {(query.data?.records ?? []).map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td>
              <When at={p.paid_at} />
            </Table.Td>
            <Table.Td>{p.reference}</Table.Td>
            <Table.Td data-testid="payout-paid-to">
              {p.last4 ? t('payouts.account', { bank: p.bank_name ?? '', last4: p.last4 }) : ''}
            </Table.Td>
            <Table.Td>
              <Money dollars={p.amount} />
            </Table.Td>
          </Table.Tr>
        ))}
      </RecordsTable>
    </Stack>
  );
}
