import type { RouteBody } from '@facet/event-schemas';
import { apiCall } from '@/lib/api-client';
import { downloadJson, fileSafe } from '@/lib/download-json';

/**
 * `audit/paymentReceipt`: the signed receipts of a payment or refund (one ledger entry, or an
 * invoice's), saved as `payment-receipt-<id>.json` for `facet-verify --receipt`; null when none.
 */
export async function downloadPaymentReceipt(
  body: RouteBody<'audit/paymentReceipt'>,
): Promise<string | null> {
  const { records } = await apiCall('audit/paymentReceipt', body, { noAlert: 'success' });
  if (records.length === 0) return null;
  const id = body.invoice_id ?? body.entry_id ?? 'payment';
  return downloadJson(`payment-receipt-${fileSafe(String(id))}.json`, { records });
}
