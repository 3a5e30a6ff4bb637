import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { session } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { aUser } from '@/testing/user-builder';
import { RequireRole } from './require-role';

const screenAt = () =>
  renderWithProviders(
    <Routes>
      <Route path="/seller" element={<RequireRole roles={['seller', 'admin']} />}>
        <Route path="lots" element={<p>seller lots</p>} />
      </Route>
    </Routes>,
    { route: '/seller/lots' },
  );

describe('A back-office screen', () => {
  afterEach(() => act(() => session.clear()));

  it('shows a visitor the login in its place', () => {
    screenAt();
    expect(screen.queryByText('seller lots')).toBeNull();
    expect(screen.getByRole('button', { name: /login/i })).toBeTruthy();
  });

  it("shows a buyer 'Not allowed', never the screen", () => {
    act(() => session.signIn('token', aUser({ role: 'buyer' })));
    screenAt();
    expect(screen.getByTestId('not-allowed').textContent).toContain('Not allowed');
    expect(screen.queryByText('seller lots')).toBeNull();
  });

  it.each(['seller', 'admin'] as const)('opens for a %s', (role) => {
    act(() => session.signIn('token', aUser({ role })));
    screenAt();
    expect(screen.getByText('seller lots')).toBeTruthy();
  });

  it('waits for the stored token to be checked before deciding', () => {
    act(() => session.signIn('token', null));
    screenAt();
    expect(screen.queryByTestId('not-allowed')).toBeNull();
    expect(screen.queryByText('seller lots')).toBeNull();
  });
});
