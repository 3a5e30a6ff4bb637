import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { aUser } from '@/testing/user-builder';
import { Header } from './header';

vi.mock('@/lib/api-client', () => ({ apiCall: vi.fn(() => new Promise(() => undefined)) }));

const openMenu = (role: 'buyer' | 'admin' | 'auditor') => {
  act(() => session.signIn('token', aUser({ role })));
  renderWithProviders(<Header />);
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
};

describe('The header (issue 18)', () => {
  afterEach(() => act(() => session.clear()));

  it('offers auditors the Audit link, and no cart, bids or wallet the server would refuse them', async () => {
    openMenu('auditor');
    expect((await screen.findByRole('link', { name: 'Audit' })).getAttribute('href')).toBe(
      '/audit/events',
    );
    expect(screen.queryByRole('link', { name: 'My Bids' })).toBeNull();
    expect(screen.queryByRole('link', { name: /cart/i })).toBeNull();
  });

  it('offers admins the Audit link too, beside their own account links', async () => {
    openMenu('admin');
    expect(await screen.findByRole('link', { name: 'Audit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Bids' })).toBeTruthy();
  });

  it('offers buyers no Audit link', async () => {
    openMenu('buyer');
    expect(await screen.findByRole('link', { name: 'My Bids' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Audit' })).toBeNull();
  });
});
