import { Stack, Table } from '@mantine/core';
import type { InvoiceDetail } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { formatWeight } from '@/lib/format';
import { ChargeLines } from '@/components/charge-lines';

/** The checkout's lines (price x qty, or per carat x carats), premium, tax and total. */
export function CheckoutTotals({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('checkout');
  return (
    <Stack gap="xs">
      <Table data-testid="checkout-items">
        <Table.Tbody>
          {invoice.invoiceItems.map((item) => (
            <Table.Tr key={item.project_id}>
              <Table.Td>{item.title}</Table.Td>
              <Table.Td>
                <Money dollars={item.unit_price} perCarat={item.pricing === 'per_carat'} /> x{' '}
                {item.pricing === 'per_carat'
                  ? formatWeight(item.weight)
                  : t('units', { count: item.qty })}
              </Table.Td>
              <Table.Td ta="end">
                <Money dollars={item.total} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ChargeLines
        charges={invoice}
        labels={{
          subtotal: t('subtotal'),
          premium: t('premium'),
          tax: t('tax'),
          shipping: t('shipping.line'),
          total: t('total'),
        }}
        testIdPrefix="checkout"
      />
    </Stack>
  );
}
