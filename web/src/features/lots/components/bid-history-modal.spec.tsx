import type { BidHistoryRecord } from '@facet/event-schemas';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { BidHistoryModal } from './bid-history-modal';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const row = (n: number, amount: number | null): BidHistoryRecord => ({
  id: `b${n}`,
  bid_number: n,
  user_id: null,
  first_name: 'B***',
  last_name: 'B***',
  proposed_amount: amount,
  created_at: '2030-01-01T10:00:00.000Z',
});
const answer = (records: BidHistoryRecord[]) => ({
  records,
  totalRecords: records.length,
  setDisp: '',
});
const amounts = async () =>
  (await screen.findAllByRole('row')).slice(1).map((r) => r.children[2]?.textContent);

describe('Bid history (issue 27 item 2)', () => {
  beforeEach(() => apiCall.mockReset());
  afterEach(() => i18n.changeLanguage('en'));

  it("shows a visitor 'Login to see' where the server withholds an amount, never $0.00/ct", async () => {
    apiCall.mockResolvedValue(answer([row(2, null), row(1, null)]));
    renderWithProviders(<BidHistoryModal lotId="L1" perCarat opened onClose={() => {}} />);
    expect(await amounts()).toEqual(['Login to see', 'Login to see']);
    expect(screen.getByTestId('bid-history').textContent).not.toContain('$0.00');
  });

  it('says it in the reader’s language (Arabic)', async () => {
    await i18n.changeLanguage('ar');
    apiCall.mockResolvedValue(answer([row(1, null)]));
    renderWithProviders(<BidHistoryModal lotId="L1" perCarat opened onClose={() => {}} />);
    expect(await amounts()).toEqual(['سجّل الدخول للعرض']);
  });

  it('shows a signed-in bidder every amount with its unit', async () => {
    apiCall.mockResolvedValue(answer([row(1, 1025)]));
    renderWithProviders(<BidHistoryModal lotId="L1" perCarat opened onClose={() => {}} />);
    expect(await amounts()).toEqual(['$1,025.00/ct']);
  });
});
