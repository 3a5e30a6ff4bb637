import { apiCall } from '@/lib/api-client';
import { downloadJson, fileSafe } from '@/lib/download-json';

export const receiptsFileName = (lotId: string): string => `receipts-${fileSafe(lotId)}.json`;

/**
 * `bid/receipts`: the signed receipts of the caller's own accepted bids on a lot, oldest first,
 * saved as `receipts-<lot>.json` for `facet-verify`; none saved when there is none (null).
 */
export async function downloadBidReceipts(lotId: string): Promise<string | null> {
  const { records } = await apiCall('bid/receipts', { project_id: lotId }, { noAlert: 'success' });
  if (records.length === 0) return null;
  return downloadJson(receiptsFileName(lotId), { records });
}
