import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '@/lib/alerts';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';

/** 'Download PDF': the printable invoice. */
export function InvoicePdfButton({ id, number }: { id: string; number: number }) {
  const { t } = useTranslation(['invoices', 'common']);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="subtle"
      loading={busy}
      data-testid="invoice-pdf"
      onClick={() => {
        setBusy(true);
        downloadInvoicePdf(id, number)
          .catch(() => showAlert(t('common:errors.generic'), 'error'))
          .finally(() => setBusy(false));
      }}
    >
      {t('downloadPdf')}
    </Button>
  );
}
