import { apiCall } from '@/lib/api-client';
import { downloadJson, fileSafe } from '@/lib/download-json';

/**
 * `audit/paymentReceipt {invoice_id}` (issue 25): the signed receipts of the invoice's payments and
 * refunds, saved as `payment-receipts-<invoice>.json` for `facet-verify --receipt`; null when none.
 */
export async function downloadInvoiceReceipts(invoiceId: string): Promise<string | null> {
  const { records } = await apiCall(
    'audit/paymentReceipt',
    { invoice_id: invoiceId },
    { noAlert: 'success' },
  );
  if (records.length === 0) return null;
  return downloadJson(`payment-receipts-${fileSafe(invoiceId)}.json`, { records });
}
