import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { sentBodies } from '@/testing/api-calls';
import { renderWithProviders } from '@/testing/render';
import { aUser } from '@/testing/user-builder';
import { TenderSetUp } from './tender-set-up';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));
const sent = sentBodies(apiCall);

let setUp = false;
beforeEach(() => {
  setUp = false;
  apiCall.mockReset();
  apiCall.mockImplementation((path: string, body: { holders?: string[]; threshold?: number }) => {
    if (path === 'tender/key')
      return setUp
        ? Promise.resolve({ auction_id: 'auc-1', threshold: 2, holders: 3, status: 'open' })
        : Promise.reject(new Error('This auction is not an encrypted tender event'));
    setUp = true;
    return Promise.resolve({
      auction_id: 'auc-1',
      holders: body.holders,
      threshold: body.threshold,
    });
  });
  session.signIn('token', aUser({ id: 'admin-1', role: 'admin' }));
});
afterEach(() => session.clear());

/** Issue 30: the admin makes an auction an encrypted tender with its key holders and threshold. */
describe("The admin's encrypted tender set-up", () => {
  it('names the admin and the typed holders, 2 of 3 by default', async () => {
    renderWithProviders(<TenderSetUp auctionId="auc-1" />);
    const holders = await screen.findByTestId('tender-holders');
    expect((holders as HTMLInputElement).value).toBe('admin-1');
    fireEvent.change(holders, { target: { value: 'admin-1, auditor-1 seller-1 auditor-1' } });
    fireEvent.click(screen.getByTestId('tender-set-up-submit'));
    await waitFor(() =>
      expect(sent('admin/tender/setUp')).toEqual([
        expect.objectContaining({
          auction_id: 'auc-1',
          holders: ['admin-1', 'auditor-1', 'seller-1'],
          threshold: 2,
        }),
      ]),
    );
    expect((await screen.findByTestId('tender-set-up-done')).textContent).toBe(
      'This auction is an encrypted tender: 2 of 3 key holders open it',
    );
  });

  it('will not send fewer than two holders', async () => {
    renderWithProviders(<TenderSetUp auctionId="auc-1" />);
    expect(await screen.findByText(/Name 2 to 9 key holders/)).toBeTruthy();
    expect((screen.getByTestId('tender-set-up-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
