import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actingAs } from '@/lib/acting-as';
import { session } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { aUser } from '@/testing/user-builder';
import { ActingAsBanner } from './acting-as-banner';

const apiCall = vi.hoisted(() =>
  vi.fn((path: string) => Promise.resolve(path === 'user/validateUser' ? { id: 'A1' } : {})),
);
vi.mock('@/lib/api-client', () => ({
  apiCall,
  scheduleRefreshFromToken: vi.fn(),
  scheduleRefresh: vi.fn(),
}));

/** Issue 27 item 16: "act as user" shows a banner with a way back. */
describe('The acting-as banner', () => {
  afterEach(() => {
    actingAs.end();
    act(() => session.clear());
  });

  it('given an admin acting as a buyer, names the buyer and takes the admin back', async () => {
    actingAs.start({
      adminToken: 'admin-token',
      adminRefresh: null,
      userId: 'U7',
      name: 'Bea Buyer',
    });
    act(() => session.signIn('buyer-token', aUser()));
    renderWithProviders(<ActingAsBanner />);
    expect(screen.getByTestId('acting-as-banner').textContent).toContain(
      'You are acting as Bea Buyer',
    );
    fireEvent.click(screen.getByTestId('acting-as-back'));
    await waitFor(() => expect(session.get().token).toBe('admin-token'));
    expect(apiCall.mock.calls.map(([p]) => p)).toContain('user/logout');
    expect(actingAs.get()).toBeNull();
  });

  it('given no acting, shows nothing', () => {
    act(() => session.signIn('buyer-token', aUser()));
    renderWithProviders(<ActingAsBanner />);
    expect(screen.queryByTestId('acting-as-banner')).toBeNull();
  });
});
