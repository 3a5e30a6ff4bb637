import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { aUser } from '@/testing/user-builder';
import { Header } from './header';

vi.mock('@/lib/api-client', () => ({ apiCall: vi.fn(() => new Promise(() => undefined)) }));

/** Issue 27 item 19: WCAG 2.5.3 (label in name), axe's label-content-name-mismatch. */
describe("The header's account button", () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: true });
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
    act(() => session.clear());
  });

  it('given a signed-in user, its accessible name contains the initials it shows', () => {
    act(() => session.signIn('token', aUser({ first_name: 'Ada', last_name: 'Stone' })));
    renderWithProviders(<Header />);
    const badge = screen.getByTestId('user-badge');
    expect(badge.textContent).toBe('AS');
    expect(badge.getAttribute('aria-label')).toContain(badge.textContent);
    expect(screen.getByRole('button', { name: 'AS My Account' })).toBe(badge);
  });
});
