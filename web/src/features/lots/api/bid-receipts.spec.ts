import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadBidReceipts } from './bid-receipts';

const apiCall = vi.hoisted(() => vi.fn());
const downloadJson = vi.hoisted(() => vi.fn((name: string) => name));
vi.mock('@/lib/api-client', () => ({ apiCall }));
vi.mock('@/lib/download-json', async (real) => ({
  ...(await real<typeof import('@/lib/download-json')>()),
  downloadJson,
}));

const receipt = { payload: { format: 'facet-bid-receipt/1', amount: 150_00 }, signature: 'c2ln' };

describe("My Bids' receipts", () => {
  beforeEach(() => {
    apiCall.mockReset();
    downloadJson.mockClear();
  });

  it('asks bid/receipts for the lot and saves them as receipts-<lot>.json', async () => {
    apiCall.mockResolvedValue({ records: [receipt] });
    expect(await downloadBidReceipts('L7')).toBe('receipts-L7.json');
    expect(apiCall.mock.calls[0]?.slice(0, 2)).toEqual(['bid/receipts', { project_id: 'L7' }]);
    expect(downloadJson).toHaveBeenCalledWith('receipts-L7.json', { records: [receipt] });
  });

  it('saves no empty file when I have no accepted bid on the lot', async () => {
    apiCall.mockResolvedValue({ records: [] });
    expect(await downloadBidReceipts('L7')).toBeNull();
    expect(downloadJson).not.toHaveBeenCalled();
  });
});
