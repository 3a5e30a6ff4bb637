import { Button, Group } from '@mantine/core';
import type { InvoiceDetail } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { usePayByRedirect } from '@/lib/pay-by-redirect';
import { usePayFromWallet } from '../api/pay-from-wallet';

/** What the buyer can do about a balance due: pay it from the wallet, or online on the gateway's page. */
export function InvoicePayActions({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('checkout');
  const pay = usePayFromWallet(invoice.id);
  const redirect = usePayByRedirect(invoice.id);
  if (invoice.balance_due <= 0 || invoice.status === 'cancelled') return null;
  return (
    <Group justify="flex-end" data-testid="invoice-pay-actions">
      <Button
        variant="default"
        data-testid="pay-by-redirect"
        loading={redirect.isPending || redirect.isSuccess}
        onClick={() => redirect.mutate()}
      >
        {t('redirect.payOnline')}
      </Button>
      <Button data-testid="pay-from-wallet" loading={pay.isPending} onClick={() => pay.mutate()}>
        {t('payFromWallet')}
      </Button>
    </Group>
  );
}
