import { Text } from '@mantine/core';
import type { InvoiceDetail } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/format';

/**
 * Issue 30: the company an invoice is billed to when a representative won the lot (absent: the
 * buyer). The buyer's invoice and the seller's view of it show the same line.
 */
export function InvoiceBillTo({ invoice }: { invoice: Pick<InvoiceDetail, 'bill_to'> }) {
  const { t } = useTranslation('invoices');
  const to = invoice.bill_to;
  if (!to) return null;
  return (
    <Text size="sm" data-testid="invoice-bill-to">
      {t('billTo', {
        name: isolate(to.name),
        number: isolate(to.registration_number),
        country: isolate(to.country),
      })}
    </Text>
  );
}
