import type { InvoiceTransactionRecord } from '@facet/event-schemas';
import { Badge, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { When } from '@/components/when';
import { shownReference } from '../model/payment-reference';

/** The invoice's payments, oldest first (the deposit applied is in the totals, not here). */
export function InvoiceTransactions({
  transactions,
}: {
  transactions: readonly InvoiceTransactionRecord[];
}) {
  const { t } = useTranslation('invoices');
  if (transactions.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('transactions.title')}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table striped data-testid="invoice-transactions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('transactions.columns.date')}</Table.Th>
              <Table.Th>{t('transactions.columns.method')}</Table.Th>
              <Table.Th>{t('transactions.columns.reference')}</Table.Th>
              <Table.Th>{t('transactions.columns.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transactions.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <When at={p.created_at} />
                </Table.Td>
                <Table.Td>
                  {t(`transactions.method.${p.method}`)}{' '}
                  {p.sandbox && (
                    <Badge size="xs" color="orange" variant="light">
                      {t('transactions.sandbox')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{shownReference(p)}</Table.Td>
                <Table.Td>
                  <Money dollars={p.amount} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
