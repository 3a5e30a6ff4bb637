import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ItemAmountsTable } from '@/components/item-amounts-table';
import { MoneyLine } from '@/components/money-line';
import { When } from '@/components/when';
import { useReturnInvoice } from '../api/get-return-invoice';
import { returnInvoiceLabel } from '../model/return-filters';
import { ReturnStatusBadge } from './return-status-badge';

/** /returninvoice/:id: the credit note, shown and printed like an invoice, its figures negative. */
export function ReturnInvoiceView({ id }: { id: string }) {
  const { t } = useTranslation('returns');
  const query = useReturnInvoice(id);
  if (query.isPending) return <Skeleton h={300} />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const r = query.data;
  return (
    <Stack data-testid="return-invoice">
      <Group justify="space-between">
        <Title order={1}>{t('invoice.title', { number: returnInvoiceLabel(r.number) })}</Title>
        <ReturnStatusBadge status={r.status} />
      </Group>
      <Group justify="space-between">
        <Text c="dimmed">
          <When at={r.created_at} /> ·{' '}
          <Anchor component={Link} to={`/invoice/${r.invoice_id}`}>
            {t('invoice.original', { number: r.invoice_number })}
          </Anchor>
        </Text>
        <Button variant="default" onClick={() => window.print()} className="no-print">
          {t('invoice.print')}
        </Button>
      </Group>
      <ItemAmountsTable
        testId="return-invoice-items"
        itemLabel={t('columns.items')}
        amountLabel={t('invoice.amount')}
        rows={r.invoiceItems.map((i) => ({ key: i.project_id, title: i.title, dollars: i.total }))}
      />
      <Paper withBorder p="md" maw={420} ms="auto" w="100%">
        <Stack gap="xs">
          <MoneyLine label={t('invoice.subtotal')} dollars={r.subtotal} testId="return-subtotal" />
          {r.buyers_premium !== 0 && (
            <MoneyLine
              label={t('invoice.premium')}
              dollars={r.buyers_premium}
              testId="return-premium"
            />
          )}
          {r.tax !== 0 && (
            <MoneyLine label={t('invoice.tax')} dollars={r.tax} testId="return-tax" />
          )}
          <MoneyLine label={t('invoice.total')} dollars={r.total} testId="return-total" />
          {r.refund.to_wallet > 0 && (
            <MoneyLine
              label={t('invoice.toWallet')}
              dollars={r.refund.to_wallet}
              testId="return-to-wallet"
            />
          )}
          {r.refund.to_card > 0 && (
            <MoneyLine
              label={t('invoice.toCard')}
              dollars={r.refund.to_card}
              testId="return-to-card"
            />
          )}
        </Stack>
      </Paper>
      {r.note && <Text size="sm">{t('invoice.note', { note: r.note })}</Text>}
    </Stack>
  );
}
