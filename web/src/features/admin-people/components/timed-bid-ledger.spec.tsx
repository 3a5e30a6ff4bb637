import type { TimedBidLedgerRecord } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { aTimedBid } from '@/testing/timed-bid-builder';
import { TimedBidLedger } from './timed-bid-ledger';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const row = (id: string, first: string, over: Partial<TimedBidLedgerRecord>) =>
  ({
    ...aTimedBid({ id, lot_id: 'L1', user_id: `u-${first}`, amount: 900 }),
    first_name: first,
    last_name: 'Buyer',
    ...over,
  }) as TimedBidLedgerRecord;

describe("The admin's timed bids of a lot", () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockResolvedValue({ timed_bid: row('t1', 'Ada', { status: 'cancelled' }) });
  });

  it('names each bidder and cancels only a pending timed bid, with the reason given', async () => {
    renderWithProviders(
      <TimedBidLedger
        lotId="L1"
        rows={[row('t1', 'Ada', {}), row('t2', 'Ben', { status: 'placed', bid_id: 'ttw-t2' })]}
      />,
    );
    expect(screen.getByText('Ada Buyer')).toBeTruthy();
    expect(screen.getByText('Ben Buyer')).toBeTruthy();
    const cancels = screen.getAllByRole('button', { name: 'Cancel' });
    expect(cancels).toHaveLength(1);
    fireEvent.click(cancels[0] as HTMLElement);
    fireEvent.change(await screen.findByLabelText(/Reason/), {
      target: { value: 'shill bidding' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('seller/product/ttwbidhistoryUpdate', {
        id: 'L1',
        ttw_id: 't1',
        reason: 'shill bidding',
      }),
    );
  });
});
