import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/api-calls';
import { InviteAcceptForm } from './invite-accept-form';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));
vi.mock('@/lib/session-start', () => ({ startSession: vi.fn() }));

const invitation = { email: 'sam@t.test', first_name: 'Sam', last_name: 'Seller', role: 'seller' };
const sent = sentBodies(apiCall);

describe('The /invite page', () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string) =>
      path === 'common/getInviteDetails'
        ? Promise.resolve(invitation)
        : Promise.resolve({ token: 't', refresh_token: 'r', expires_in: 900, user: {} }),
    );
  });

  it('shows whom the invitation is for and in which role', async () => {
    renderWithProviders(<InviteAcceptForm token="inv.secret" onAccepted={() => undefined} />);
    expect((await screen.findByTestId('invite-summary')).textContent).toBe(
      'You are invited as Seller with sam@t.test.',
    );
    expect(sent('common/getInviteDetails')).toEqual([{ token: 'inv.secret' }]);
  });

  it('registers with the invited e-mail and the token', async () => {
    const accepted = vi.fn();
    renderWithProviders(<InviteAcceptForm token="inv.secret" onAccepted={accepted} />);
    await screen.findByTestId('invite-summary');
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), {
      target: { value: 'long-enough-1' },
    });
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    fireEvent.click(screen.getByTestId('invite-accept'));
    await waitFor(() => expect(accepted).toHaveBeenCalled());
    expect(sent('user/register')[0]).toMatchObject({
      email: 'sam@t.test',
      invite_token: 'inv.secret',
      first_name: 'Sam',
      termcheck: 1,
    });
  });

  it('says so when the invitation is unknown or expired', async () => {
    apiCall.mockImplementation(() => Promise.reject(new Error('Invitation not found or expired')));
    renderWithProviders(<InviteAcceptForm token="bad" onAccepted={() => undefined} />);
    expect(await screen.findByTestId('invite-invalid')).toBeTruthy();
  });
});
