import { Alert, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChargeLines } from '@/components/charge-lines';
import { InvoiceBillTo } from '@/components/invoice-bill-to';
import { InvoiceWarranty } from '@/components/invoice-warranty';
import { Money } from '@/components/money';
import { MoneyLine } from '@/components/money-line';
import { formatWeight } from '@/lib/format';
import { When } from '@/components/when';
import { useInvoice } from '../api/get-invoice';
import { showsDeposit } from '../model/payment-reference';
import { InvoicePayActions } from './invoice-pay-actions';
import { InvoicePdfButton } from './invoice-pdf-button';
import { InvoiceReceiptButton } from './invoice-receipt-button';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { InvoiceTransactions } from './invoice-transactions';
import { OfflinePaymentPanel } from './offline-payment-panel';

/** /invoice/:id: the items, the deposit applied, the balance due and the status. */
export function InvoiceView({ id }: { id: string }) {
  const { t } = useTranslation(['invoices', 'common', 'checkout', 'addresses']);
  const query = useInvoice(id);
  if (query.isPending) return <Skeleton h={300} />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const invoice = query.data;
  return (
    <Stack data-testid="invoice">
      <Group justify="space-between">
        <Title order={1}>{t('number', { number: invoice.number })}</Title>
        <InvoiceStatusBadge status={invoice.status} />
      </Group>
      <Group justify="space-between">
        <Text c="dimmed">
          <When at={invoice.created_at} />
        </Text>
        <Group gap="xs">
          <InvoiceReceiptButton
            invoice={{
              id: invoice.id,
              buyer_id: invoice.buyer_id,
              paid: invoice.allTransactions.length > 0 || invoice.deposit_applied > 0,
            }}
          />
          <InvoicePdfButton id={invoice.id} number={invoice.number} />
        </Group>
      </Group>
      <InvoiceBillTo invoice={invoice} />
      {invoice.shipping_address && (
        <Text size="sm" data-testid="invoice-ships-to">
          {t('addresses:shipsTo')}: {invoice.shipping_address.address1},{' '}
          {invoice.shipping_address.city}, {invoice.shipping_address.state}{' '}
          {invoice.shipping_address.zip}, {invoice.shipping_address.country}
        </Text>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table striped data-testid="invoice-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.item')}</Table.Th>
              <Table.Th>{t('columns.qty')}</Table.Th>
              <Table.Th>{t('columns.unitPrice')}</Table.Th>
              <Table.Th>{t('columns.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.invoiceItems.map((item) => (
              <Table.Tr key={item.project_id}>
                <Table.Td>{item.title}</Table.Td>
                <Table.Td>
                  {item.pricing === 'per_carat' ? <bdi>{formatWeight(item.weight)}</bdi> : item.qty}
                </Table.Td>
                <Table.Td>
                  <Money dollars={item.unit_price} perCarat={item.pricing === 'per_carat'} />
                </Table.Td>
                <Table.Td>
                  <Money dollars={item.total} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Paper withBorder p="md" maw={420} ms="auto" w="100%">
        <Stack gap="xs">
          <ChargeLines
            charges={invoice}
            labels={{
              subtotal: t('subtotal'),
              premium: t('buyersPremium'),
              tax: t('tax'),
              shipping: t('shipping'),
              total: t('total'),
            }}
            testIdPrefix="invoice"
          />
          {showsDeposit(invoice.deposit_applied) && (
            <MoneyLine
              label={t('depositApplied')}
              dollars={-invoice.deposit_applied}
              testId="invoice-deposit-applied"
            />
          )}
          <MoneyLine
            label={t('balanceDue')}
            dollars={invoice.balance_due}
            testId="invoice-balance-due"
          />
        </Stack>
      </Paper>
      <InvoiceWarranty invoice={invoice} />
      <InvoicePayActions invoice={invoice} />
      <InvoiceTransactions transactions={invoice.allTransactions} />
      <OfflinePaymentPanel invoice={invoice} />
    </Stack>
  );
}
