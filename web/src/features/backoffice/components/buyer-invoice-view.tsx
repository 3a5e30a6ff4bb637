import { Anchor, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InvoiceBillTo } from '@/components/invoice-bill-to';
import { InvoiceWarranty } from '@/components/invoice-warranty';
import { Money } from '@/components/money';
import { useBuyerInvoice } from '../api/get-buyer-invoice';
import { ActForBuyerPanel } from './act-for-buyer-panel';
import { InvoiceHistoryList } from './invoice-history-list';

/** /seller/invoices/:id: a buyer's invoice of the seller's lots, acting for the buyer, its history. */
export function BuyerInvoiceView({ id }: { id: string }) {
  const { t } = useTranslation('sellerbuyers');
  const query = useBuyerInvoice(id);
  const inv = query.data;
  if (!inv) return <Skeleton h={300} />;
  const buyer = inv.invoiceUser;
  const buyerName = buyer ? `${buyer.first_name} ${buyer.last_name}`.trim() : inv.buyer_id;
  return (
    <Stack>
      <Anchor component={Link} to="/seller/invoices">
        {t('invoice.back')}
      </Anchor>
      <Title order={1}>{t('invoice.title', { number: inv.number })}</Title>
      <Card withBorder>
        <Group justify="space-between">
          <Text>
            {t('invoice.buyer')}: <b data-testid="invoice-buyer">{buyerName}</b>
          </Text>
          <Text>
            {t('invoice.status')}: <b data-testid="buyer-invoice-status">{inv.status}</b>
          </Text>
        </Group>
        <Table mt="sm">
          <Table.Tbody>
            {inv.invoiceItems.map((i) => (
              <Table.Tr key={i.project_id}>
                <Table.Td>{i.title}</Table.Td>
                <Table.Td>{i.qty}</Table.Td>
                <Table.Td>
                  <Money dollars={i.total} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="end" gap="xl">
          <Text>
            {t('invoice.total')}: <Money dollars={inv.total} fw={700} />
          </Text>
          <Text data-testid="buyer-invoice-due">
            {t('invoice.due')}: <Money dollars={inv.balance_due} fw={700} />
          </Text>
        </Group>
      </Card>
      <InvoiceBillTo invoice={inv} />
      <InvoiceWarranty invoice={inv} />
      <ActForBuyerPanel invoice={inv} />
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('invoice.history')}
        </Title>
        <InvoiceHistoryList history={inv.history} buyerName={buyerName} sellerId={inv.seller_id} />
      </Card>
    </Stack>
  );
}
