import type { TimedBidRecord } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { aTimedBid } from '@/testing/timed-bid-builder';
import { TimedBidDashboard } from './timed-bid-dashboard';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const row = (id: string, over: Partial<TimedBidRecord>): TimedBidRecord =>
  aTimedBid({ id, lot_id: `lot-${id}`, amount: 1250, ...over });

describe("The buyer's timed-bid dashboard", () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockResolvedValue({
      records: [
        row('a', {}),
        row('b', { status: 'placed', bid_id: 'ttw-b' }),
        row('c', {
          status: 'failed',
          reason: 'bid.deposit-required',
          message: 'A bid deposit of $500.00 is required',
        }),
      ],
      totalRecords: 3,
      setDisp: '',
    });
  });

  it('shows pending, placed and failed timed bids, the failure with its reason', async () => {
    renderWithProviders(<TimedBidDashboard />);
    const rows = await screen.findAllByTestId('timed-bid-row');
    expect(rows.map((r) => r.dataset.status)).toEqual(['pending', 'placed', 'failed']);
    expect(screen.getByText(/A bid deposit of \$500.00 is required/)).toBeTruthy();
    expect(apiCall.mock.calls[0]?.slice(0, 2)).toEqual([
      'product/ttw_dashboard',
      { status: 'all', page: 1, limit: 10 },
    ]);
  });

  it('asks the server for one status when the buyer picks it', async () => {
    renderWithProviders(<TimedBidDashboard />);
    await screen.findAllByTestId('timed-bid-row');
    fireEvent.click(screen.getByLabelText('Failed'));
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        'product/ttw_dashboard',
        { status: 'failed', page: 1, limit: 10 },
        expect.anything(),
      ),
    );
  });
});
