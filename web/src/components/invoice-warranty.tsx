import { Paper, Stack, Text, Title } from '@mantine/core';
import type { InvoiceDetail } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';

/**
 * The invoice of rough (issue 30): its lots' Kimberley Process certificate numbers and the World
 * Diamond Council's System of Warranties statement. The statement is the server's, word for word
 * in English as the WDC guidelines word it, so it is never translated here. The buyer's invoice
 * and the seller's view of it show the same block.
 */
export function InvoiceWarranty({
  invoice,
}: {
  invoice: Pick<InvoiceDetail, 'invoiceItems' | 'warranty_statement'>;
}) {
  const { t } = useTranslation('invoices');
  if (!invoice.warranty_statement) return null;
  const certificates = invoice.invoiceItems.flatMap((i) =>
    i.kp_certificate ? [i.kp_certificate] : [],
  );
  return (
    <Paper withBorder p="md" data-testid="invoice-warranty">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('warranty.title')}
        </Title>
        <Text size="sm" data-testid="invoice-kp-certificates">
          {t('warranty.certificates')}: <bdi>{certificates.join(', ')}</bdi>
        </Text>
        <Text size="sm" lang="en" dir="ltr" data-testid="invoice-warranty-statement">
          {invoice.warranty_statement}
        </Text>
      </Stack>
    </Paper>
  );
}
