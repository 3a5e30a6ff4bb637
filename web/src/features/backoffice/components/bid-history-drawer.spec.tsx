import type { ListResponse, SellerBidHistoryRecord } from '@facet/event-schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeSocket } from '@/testing/fake-socket';
import { renderWithProviders } from '@/testing/render';
import { BidHistoryDrawer } from './bid-history-drawer';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));
const fake = vi.hoisted(() => ({ socket: undefined as FakeSocket | undefined }));
vi.mock('socket.io-client', async () => {
  const { FakeSocket } = await import('@/testing/fake-socket');
  fake.socket = new FakeSocket();
  return { io: () => fake.socket };
});

const row = (
  n: number,
  first: string,
  amount: number,
  retracted = false,
): SellerBidHistoryRecord => ({
  id: `L1-${n}`,
  bid_number: n,
  user_id: `u-${first}`,
  first_name: first,
  last_name: 'Buyer',
  proposed_amount: amount,
  kind: 'proxy',
  created_at: '2030-01-01T10:00:00.000Z',
  retracted,
});
const page = (records: SellerBidHistoryRecord[]): ListResponse<SellerBidHistoryRecord> => ({
  records,
  totalRecords: records.length,
  setDisp: '',
});

/** The drawer open on the seller's per-carat lot L1, 'Yellow rough'. */
const openHistory = () =>
  renderWithProviders(
    <BidHistoryDrawer
      lot={{ id: 'L1', title: 'Yellow rough', pricing: 'per_carat' }}
      onClose={() => {}}
    />,
  );

describe("The seller's bid history of a lot", () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockResolvedValue(page([row(2, 'Rob', 160, true), row(1, 'Bea', 100)]));
  });

  it('asks for the lot and shows every bidder in full, a retracted bid flagged', async () => {
    openHistory();
    const table = await screen.findByTestId('bid-history');
    await within(table).findByText('Rob Buyer');
    expect(within(table).getByText('Bea Buyer')).toBeTruthy();
    expect(within(table).getAllByTestId('bid-retracted')).toHaveLength(1);
    expect(apiCall.mock.calls[0]?.slice(0, 2)).toEqual([
      'seller/product/bidhistory',
      { id: 'L1', page: 1, limit: 10 },
    ]);
  });

  it("shows a per-carat lot's bids per carat, dated MM-DD-YYYY h:mm a (issue 27, item 6)", async () => {
    openHistory();
    const table = await screen.findByTestId('bid-history');
    await within(table).findByText('$100.00/ct');
    expect(within(table).getAllByText('01-01-2030 10:00 am')).toHaveLength(2);
  });

  it("watches the lot's room and shows a new bid when the lot pushes one", async () => {
    openHistory();
    await screen.findByText('Rob Buyer');
    const server = fake.socket as FakeSocket;
    act(() => server.connect());
    expect(server.sent.some((s) => s.event === 'watchLots')).toBe(true);
    apiCall.mockResolvedValue(
      page([row(3, 'Cy', 170), row(2, 'Rob', 160, true), row(1, 'Bea', 100)]),
    );
    act(() => server.fire('bidAddtime', { status: 'success', id: 'L1', revision: 9 }));
    await screen.findByText('Cy Buyer');
  });

  it('ignores pushes of other lots', async () => {
    openHistory();
    await screen.findByText('Rob Buyer');
    const calls = apiCall.mock.calls.length;
    act(() => (fake.socket as FakeSocket).fire('bidAddtime', { status: 'success', id: 'L2' }));
    await new Promise((r) => setTimeout(r, 50));
    await waitFor(() => expect(apiCall.mock.calls.length).toBe(calls));
  });
});
