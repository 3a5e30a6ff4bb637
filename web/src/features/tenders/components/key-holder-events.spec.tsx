import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/layout/header';
import { session } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { aUser } from '@/testing/user-builder';
import { KeyHolderEvents } from './key-holder-events';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));

const event = (auction_id: string, over: object) => ({
  auction_id,
  title: `Rough tender ${auction_id}`,
  lot_count: 3,
  date_closed: '2030-01-01T10:00:00.000Z',
  state: 'waiting_for_shares',
  presented: 0,
  threshold: 2,
  holders: 3,
  you_presented: false,
  ...over,
});
let events: object[] = [];
let holderKey: string | null = null;

beforeEach(() => {
  holderKey = 'holder-public-key';
  events = [
    event('a1', {}),
    event('a2', { state: 'shares_presented', presented: 1, you_presented: true }),
    event('a3', { state: 'opened', presented: 2 }),
  ];
  apiCall.mockReset();
  apiCall.mockImplementation((path: string) => {
    if (path === 'tender/myEvents') return Promise.resolve({ events });
    if (path === 'tender/myHolderKey')
      return Promise.resolve({ public_key: holderKey, registered_at: null });
    return new Promise(() => undefined);
  });
  act(() => session.signIn('token', aUser({ role: 'auditor' })));
});
afterEach(() => act(() => session.clear()));

describe('A key holder’s tender events (issue 30)', () => {
  it('lists each event with its lots, close and state, linking to its key holder page', async () => {
    renderWithProviders(<KeyHolderEvents />);
    const rows = await screen.findAllByTestId('key-holder-event');
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual([
      'waiting_for_shares',
      'shares_presented',
      'opened',
    ]);
    const [waiting, presented, opened] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(waiting).getByText('Waiting for shares (0 of 2)')).toBeTruthy();
    expect(
      within(waiting).getByRole('link', { name: 'Rough tender a1' }).getAttribute('href'),
    ).toBe('/tenders/a1');
    expect(within(presented).getByText('Shares presented: 1 of 2')).toBeTruthy();
    expect(within(presented).getByText('Yours is presented')).toBeTruthy();
    expect(within(waiting).queryByRole('link', { name: 'Published opening' })).toBeNull();
    expect(
      within(opened).getByRole('link', { name: 'Published opening' }).getAttribute('href'),
    ).toBe('/tenders/a3/opening');
  });

  it('says so when the user holds no share', async () => {
    events = [];
    renderWithProviders(<KeyHolderEvents />);
    expect(await screen.findByTestId('key-holder-events-empty')).toBeTruthy();
  });

  it('puts the link in the user menu only for a holder', async () => {
    renderWithProviders(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const link = await screen.findByRole('link', { name: 'Tender events (key holder)' });
    expect(link.getAttribute('href')).toBe('/tenders');
  });

  it('puts no link in the menu of a user holding none', async () => {
    events = [];
    renderWithProviders(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('link', { name: 'Audit' })).toBeTruthy();
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: 'Tender events (key holder)' })).toBeNull();
  });

  it('never asks a buyer without a holder key for tender events, on page after page', async () => {
    holderKey = null;
    act(() => session.signIn('token', aUser({ role: 'buyer' })));
    const paths = () => apiCall.mock.calls.map(([path]) => path as string);
    for (let page = 0; page < 2; page++) {
      const { unmount } = renderWithProviders(<Header />);
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      await waitFor(() => expect(paths()).toContain('tender/myHolderKey'));
      await act(async () => undefined);
      expect(screen.queryByRole('link', { name: 'Tender events (key holder)' })).toBeNull();
      unmount();
    }
    expect(paths()).not.toContain('tender/myEvents');
  });
});
