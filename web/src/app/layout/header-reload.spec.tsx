import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { aUser } from '@/testing/user-builder';
import { Header } from './header';

const apiCall = vi.hoisted(() => vi.fn((_path: string) => new Promise(() => undefined)));
vi.mock('@/lib/api-client', () => ({ apiCall }));

const cartCalls = () => apiCall.mock.calls.filter(([path]) => path === 'cart/pendingCount');

// After a reload the stored token is known at once, its user (and role) a moment later. An
// auditor's cart call is refused with a 403, and a 403 logs the client out (spec 6).
describe('The header after a reload (issue 18)', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    apiCall.mockClear();
    // The desktop header, where the cart badge lives.
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: true });
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
    act(() => session.clear());
  });

  it('asks for no cart count while the signed-in role is still unknown', async () => {
    act(() => session.signIn('token', null));
    renderWithProviders(<Header />);
    await screen.findByTestId('desktop-nav');
    expect(cartCalls()).toEqual([]);
  });

  it("asks for a buyer's cart count once the role is known", async () => {
    act(() => session.signIn('token', aUser({ role: 'buyer' })));
    renderWithProviders(<Header />);
    await screen.findByTestId('desktop-nav');
    await vi.waitFor(() => expect(cartCalls()).toHaveLength(1));
  });

  it("never asks for an auditor's", async () => {
    act(() => session.signIn('token', aUser({ role: 'auditor' })));
    renderWithProviders(<Header />);
    await screen.findByTestId('desktop-nav');
    expect(cartCalls()).toEqual([]);
  });
});
