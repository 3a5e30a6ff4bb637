import type { InvoiceDetail } from '@facet/event-schemas';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BankTransferDetails } from '@/components/bank-transfer-details';
import { formatMoney } from '@/lib/format';
import { usePayOffline } from '../api/pay-offline';

/**
 * 'Pay offline (bank transfer)': the buyer chooses to transfer the balance due; the invoice then
 * waits, with the transfer's instructions, until an administrator marks it received.
 */
export function OfflinePaymentPanel({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const pay = usePayOffline(invoice.id);
  const instructions = t('offline.instructions', {
    amount: formatMoney(invoice.balance_due),
    number: invoice.number,
  });
  if (invoice.status === 'awaiting offline payment')
    return (
      <Alert color="blue" title={t('offline.title')} data-testid="offline-waiting">
        <Stack gap={4}>
          <Text size="sm">{instructions}</Text>
          <BankTransferDetails reference={String(invoice.number)} />
          <Text size="sm">{t('offline.waiting')}</Text>
        </Stack>
      </Alert>
    );
  if (invoice.balance_due <= 0 || (invoice.status !== 'unpaid' && invoice.status !== 'partly paid'))
    return null;
  return (
    <Button
      variant="default"
      onClick={() => pay.mutate()}
      loading={pay.isPending}
      data-testid="pay-offline"
    >
      {t('offline.pay')}
    </Button>
  );
}
