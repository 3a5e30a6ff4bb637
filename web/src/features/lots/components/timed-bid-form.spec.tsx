import type { TimedBidRecord } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aLot } from '@/testing/lot-builder';
import { renderWithProviders } from '@/testing/render';
import { aTimedBid } from '@/testing/timed-bid-builder';
import { localInputToIso, toLocalInput } from '../model/timed-bid-time';
import { TimedBidForm } from './timed-bid-form';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const record = aTimedBid;
const answerWith = (records: TimedBidRecord[]) =>
  apiCall.mockImplementation((path: string) =>
    Promise.resolve(
      path === 'product/ttwbidhistory'
        ? { records, totalRecords: records.length, setDisp: '' }
        : { timed_bid: record() },
    ),
  );

describe('Bid at a time (the lot panel)', () => {
  beforeEach(() => {
    apiCall.mockReset();
    answerWith([]);
  });

  it('offers the last minute before the close by default and sends that instant', async () => {
    const lot = aLot({ date_closed: new Date(Date.now() + 3_600_000).toISOString() });
    renderWithProviders(<TimedBidForm lot={lot} />);
    fireEvent.click(screen.getByTestId('timed-bid-open'));
    const time = screen.getByTestId('timed-bid-time') as HTMLInputElement;
    // The browser may show the seconds with milliseconds: the instant is what counts.
    expect(new Date(time.value).getTime()).toBe(
      new Date(toLocalInput(Date.parse(lot.date_closed) - 60_000)).getTime(),
    );
    fireEvent.change(screen.getByTestId('timed-bid-amount'), { target: { value: '700' } });
    fireEvent.click(screen.getByTestId('timed-bid-submit'));
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        'ttwbid/confirm',
        expect.objectContaining({
          id: lot.id,
          wsprice: 700,
          bid_time: localInputToIso(time.value),
        }),
      ),
    );
  });

  it('asks for an amount before sending anything', () => {
    renderWithProviders(<TimedBidForm lot={aLot()} />);
    fireEvent.click(screen.getByTestId('timed-bid-open'));
    fireEvent.click(screen.getByTestId('timed-bid-submit'));
    expect(screen.getByText('Enter Bid Amount')).toBeTruthy();
    expect(apiCall).not.toHaveBeenCalledWith(
      'ttwbid/confirm',
      expect.anything(),
      expect.anything(),
    );
  });

  it('sets a maximum for the opening without a time before the lot starts (future proxy)', async () => {
    renderWithProviders(<TimedBidForm lot={aLot()} futureProxy />);
    fireEvent.click(screen.getByTestId('timed-bid-open'));
    expect(screen.queryByTestId('timed-bid-time')).toBeNull();
    fireEvent.change(screen.getByTestId('timed-bid-amount'), { target: { value: '650' } });
    fireEvent.click(screen.getByTestId('timed-bid-submit'));
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        'ttwbid/future_proxy',
        expect.objectContaining({ wsprice: 650 }),
      ),
    );
  });

  it("lists the buyer's timed bids on the lot, a failed one with its reason, a pending one cancellable", async () => {
    answerWith([
      record(),
      record({ id: 'ttw-2', status: 'failed', reason: 'ttwbid.outbid', message: 'm' }),
    ]);
    renderWithProviders(<TimedBidForm lot={aLot()} />);
    await screen.findByText(/The price passed your timed bid before its time/);
    expect(screen.getByText('Pending')).toBeTruthy();
    fireEvent.click(screen.getByTestId('my-timed-bid-cancel'));
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        'ttwbid/delete',
        expect.objectContaining({ ttw_id: 'ttw-1' }),
      ),
    );
  });

  it("shows a per-carat lot's timed bid per carat, an item's without the unit", async () => {
    answerWith([record({ amount: 700 })]);
    const { unmount } = renderWithProviders(<TimedBidForm lot={aLot({ pricing: 'per_carat' })} />);
    expect((await screen.findByTestId('my-timed-bid')).textContent).toContain('$700.00/ct');
    unmount();
    renderWithProviders(<TimedBidForm lot={aLot({ pricing: 'per_item' })} />);
    const row = (await screen.findByTestId('my-timed-bid')).textContent;
    expect(row).toContain('$700.00');
    expect(row).not.toContain('/ct');
  });
});
