import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '@/lib/alerts';
import { useSession } from '@/lib/session';
import { downloadInvoiceReceipts } from '../api/payment-receipts';

/**
 * 'Receipt': the signed receipts of what the buyer paid on this invoice (issue 25). Its payer's
 * (and an admin's) once anything was paid; a seller's screen shows none.
 */
export function InvoiceReceiptButton({
  invoice,
}: {
  invoice: { id: string; buyer_id: string; paid: boolean };
}) {
  const { t } = useTranslation('invoices');
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  if (!invoice.paid || (user?.id !== invoice.buyer_id && user?.role !== 'admin')) return null;
  return (
    <Button
      variant="subtle"
      loading={busy}
      data-testid="invoice-receipt"
      onClick={() => {
        setBusy(true);
        downloadInvoiceReceipts(invoice.id)
          .then((name) =>
            showAlert(
              name ? t('receiptSaved', { name }) : t('receiptNone'),
              name ? 'success' : 'info',
            ),
          )
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {t('receipt')}
    </Button>
  );
}
