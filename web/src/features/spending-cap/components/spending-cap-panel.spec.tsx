import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { sentBodies } from '@/testing/api-calls';
import { renderWithProviders } from '@/testing/render';
import { aUser } from '@/testing/user-builder';
import { SpendingCapPanel } from './spending-cap-panel';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));
const sent = sentBodies(apiCall);

let cap: number | null;
beforeEach(() => {
  cap = null;
  apiCall.mockReset();
  apiCall.mockImplementation((path: string, body: { cap?: string | null }) => {
    if (path === 'auction/setSpendingCap') cap = body.cap ? Number(body.cap) : null;
    return Promise.resolve({ auction_id: 'auc-1', cap, winning: 560 });
  });
  session.signIn('token', aUser({ id: 'buyer-1', email: 'ada@stones.test' }));
});
afterEach(() => session.clear());

/** Issue 30: on the auction page a buyer sees and sets their cap across the auction's lots. */
describe('The spending cap on the auction page', () => {
  it('shows no cap and what the buyer leads or has won', async () => {
    renderWithProviders(<SpendingCapPanel auctionId="auc-1" />);
    expect((await screen.findByTestId('spending-cap-current')).textContent).toBe('No spending cap');
    expect(screen.getByTestId('spending-cap-winning').textContent).toContain('$560.00');
    expect(sent('auction/getSpendingCap')[0]).toEqual({ auction_id: 'auc-1' });
  });

  it('keeps only digits and one point as typed, and sends the cap in dollars', async () => {
    renderWithProviders(<SpendingCapPanel auctionId="auc-1" />);
    const input = await screen.findByTestId('spending-cap-input');
    fireEvent.change(input, { target: { value: '$1,100.50' } });
    expect((input as HTMLInputElement).value).toBe('1100.50');
    fireEvent.click(screen.getByTestId('spending-cap-save'));
    await waitFor(() =>
      expect(sent('auction/setSpendingCap')).toEqual([{ auction_id: 'auc-1', cap: '1100.50' }]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('spending-cap-current').textContent).toContain('$1,100.50'),
    );
  });

  it('refuses three decimals before sending, and removes a cap with null', async () => {
    cap = 900;
    renderWithProviders(<SpendingCapPanel auctionId="auc-1" />);
    const input = await screen.findByTestId('spending-cap-input');
    fireEvent.change(input, { target: { value: '10.555' } });
    fireEvent.click(screen.getByTestId('spending-cap-save'));
    expect(await screen.findByText('Enter a valid amount')).toBeTruthy();
    expect(sent('auction/setSpendingCap')).toEqual([]);
    fireEvent.click(await screen.findByTestId('spending-cap-remove'));
    await waitFor(() =>
      expect(sent('auction/setSpendingCap')).toEqual([{ auction_id: 'auc-1', cap: null }]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('spending-cap-current').textContent).toBe('No spending cap'),
    );
  });

  it("says when the cap is the buyer's company's, shared by its representatives", async () => {
    apiCall.mockImplementation(() =>
      Promise.resolve({ auction_id: 'auc-1', cap: 2000, winning: 0, company: 'Antwerp Rough BV' }),
    );
    renderWithProviders(<SpendingCapPanel auctionId="auc-1" />);
    expect((await screen.findByTestId('spending-cap-company')).textContent).toContain(
      'Antwerp Rough BV',
    );
  });

  it('shows nothing to a visitor', () => {
    session.clear();
    renderWithProviders(<SpendingCapPanel auctionId="auc-1" />);
    expect(screen.queryByTestId('spending-cap')).toBeNull();
  });
});
