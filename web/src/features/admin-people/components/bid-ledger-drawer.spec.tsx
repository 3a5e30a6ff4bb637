import type { AdminLotRecord, BidLedgerList, BidLedgerRecord } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/api-calls';
import { BidLedgerDrawer } from './bid-ledger-drawer';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));
const pushes = vi.hoisted(() => new Map<string, (p: unknown) => void>());
vi.mock('@/lib/socket', () => ({
  watchLots: () => () => undefined,
  getSocket: () => ({
    on: (event: string, fn: (p: unknown) => void) => pushes.set(event, fn),
    off: (event: string) => pushes.delete(event),
  }),
}));

const row = (
  n: number,
  first_name: string,
  amount: number,
  retracted = false,
): BidLedgerRecord => ({
  id: `L1-${n}`,
  bid_number: n,
  bid_id: `b${n}`,
  user_id: `u${n}`,
  first_name,
  last_name: 'Buyer',
  proposed_amount: amount,
  automatic: false,
  retracted,
  created_at: '2026-01-10T10:00:00.000Z',
});
const ledger: BidLedgerList = {
  records: [row(3, 'Cleo', 300), row(2, 'Ben', 200), row(1, 'Ada', 150, true)],
  totalRecords: 3,
  setDisp: 'Showing 3 of 3',
  wprice: 210,
  timed_bids: [],
};
const lot = { id: 'L1', title: 'Pink rough' } as AdminLotRecord;
const sent = sentBodies(apiCall);

describe("The admin's bid history of a lot", () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(path === 'seller/product/ttwbidhistory' ? ledger : { id: 'L1', wprice: 200 }),
    );
  });

  it('shows every bid, the retracted one flagged instead of a retract button', async () => {
    renderWithProviders(<BidLedgerDrawer lot={lot} onClose={() => undefined} />);
    await screen.findByText('Cleo Buyer');
    expect(screen.getAllByTestId('bid-retracted')).toHaveLength(1);
    expect(screen.queryByTestId('retract-1')).toBeNull();
    expect(screen.getByTestId('retract-3')).toBeTruthy();
  });

  it('asks for a reason before retracting', async () => {
    renderWithProviders(<BidLedgerDrawer lot={lot} onClose={() => undefined} />);
    fireEvent.click(await screen.findByTestId('retract-3'));
    fireEvent.click(await screen.findByTestId('retract-confirm'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(sent('seller/product/ttwbidhistoryUpdate')).toEqual([]);
  });

  it('retracts through ttwbidhistoryUpdate and shows the recomputed price', async () => {
    renderWithProviders(<BidLedgerDrawer lot={lot} onClose={() => undefined} />);
    fireEvent.click(await screen.findByTestId('retract-3'));
    fireEvent.change(await screen.findByLabelText(/Reason/), {
      target: { value: 'Bidder error' },
    });
    fireEvent.click(screen.getByTestId('retract-confirm'));
    await waitFor(() =>
      expect(sent('seller/product/ttwbidhistoryUpdate')).toEqual([
        { id: 'L1', bid_id: 'b3', reason: 'Bidder error' },
      ]),
    );
    expect((await screen.findByTestId('retraction-result')).textContent).toContain('$200.00');
  });

  it('asks again when a bid on the lot is pushed, not for a bid on another lot', async () => {
    renderWithProviders(<BidLedgerDrawer lot={lot} onClose={() => undefined} />);
    await screen.findByText('Cleo Buyer');
    pushes.get('bidAddtime')?.({ id: 'L2' });
    await new Promise((r) => setTimeout(r, 50));
    expect(sent('seller/product/ttwbidhistory')).toHaveLength(1);
    pushes.get('bidAddtime')?.({ id: 'L1' });
    await waitFor(() => expect(sent('seller/product/ttwbidhistory')).toHaveLength(2));
  });
});
