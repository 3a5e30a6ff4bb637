import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { sentBodies, typeInto } from '@/testing/api-calls';
import { aLot } from '@/testing/lot-builder';
import { renderWithProviders } from '@/testing/render';
import { aUser } from '@/testing/user-builder';
import { BidPanel } from './bid-panel';
import { LotCard } from './lot-card';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const HOUR = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const live = { date_added: at(-HOUR), date_closed: at(HOUR), wprice: 1_000, next_bid: 1_025 };
const FIXED = 'Fixed bid: exactly the amount you enter.';
const PROXY = 'Proxy bid: the system bids for you up to your maximum.';
const sent = sentBodies(apiCall);

/** `getDefault` answers `proxy_bidding_settings` from the list in turn (the last one stays). */
const setting = (...values: string[]) =>
  apiCall.mockImplementation((path: string) => {
    const value = values.length > 1 ? values.shift() : values[0];
    return Promise.resolve(
      path === 'common/getDefault'
        ? { variables: { proxy_bidding_settings: value }, languages: [], phrases: {} }
        : { id: 'L1', wprice: 1_200, next_bid: 1_225, bid_count: 2, revision: 3 },
    );
  });
const confirmBid = (amount: string) => {
  typeInto('bid-amount', amount);
  fireEvent.click(screen.getByTestId('bid-submit'));
};

beforeEach(() => {
  apiCall.mockReset();
  session.signIn('token', aUser({ id: 'buyer-1' }));
});
afterEach(() => session.clear());

describe('The bid mode shown is the one the bid is judged by (issue 27 item 1)', () => {
  it("says 'Fixed bids' on the card once proxy_bidding_settings is 0", async () => {
    setting('0');
    renderWithProviders(<LotCard lot={aLot(live)} onOpen={() => {}} />);
    expect((await screen.findByTestId('bid-mode')).textContent).toBe('Fixed bids');
  });

  it('names the mode in the confirm dialog, and sends the bid in that mode', async () => {
    setting('0');
    renderWithProviders(<BidPanel lot={aLot(live)} />);
    await screen.findByText(FIXED);
    confirmBid('1200');
    expect((await screen.findByTestId('bid-confirm-mode')).textContent).toBe(FIXED);
    fireEvent.click(screen.getByTestId('bid-confirm'));
    await waitFor(() => expect(sent('bid/confirm')).toHaveLength(1));
    expect(sent('bid/confirm')[0]).toMatchObject({ wsprice: 1200, bidding_type: 'hard' });
  });

  it('reads the setting again as the dialog opens: a change since the page loaded shows there', async () => {
    setting('1', '0');
    renderWithProviders(<BidPanel lot={aLot(live)} />);
    await screen.findByText(PROXY);
    confirmBid('1200');
    await waitFor(() => expect(screen.getByTestId('bid-confirm-mode').textContent).toBe(FIXED));
  });

  it('calls a pre-bid what it is, a maximum, even under fixed bids (rules: Pre-bids)', async () => {
    setting('0');
    renderWithProviders(
      <BidPanel lot={aLot({ ...live, date_added: at(HOUR), date_closed: at(2 * HOUR) })} />,
    );
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('common/getDefault', {}, expect.anything()),
    );
    expect(await screen.findByText(PROXY)).toBeTruthy();
    expect(screen.queryByText(FIXED)).toBeNull();
  });
});
