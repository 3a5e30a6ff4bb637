import { apiCall } from '@/lib/api-client';
import { downloadJson, fileSafe } from '@/lib/download-json';

/**
 * `audit/paymentReceipt {entry_id}` (issue 25): the signed receipt of the ledger entry that took
 * the deposit, saved as `payment-receipt-<deposit>.json` for `facet-verify --receipt`.
 */
export async function downloadDepositReceipt(depositId: string): Promise<string> {
  const { records } = await apiCall(
    'audit/paymentReceipt',
    { entry_id: depositId },
    { noAlert: 'success' },
  );
  return downloadJson(`payment-receipt-${fileSafe(depositId)}.json`, { records });
}
