import type { PublicUser } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/api-calls';
import { aDynamicField } from '@/testing/dynamic-field-builder';
import { ProfileForm } from './profile-form';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const licence = aDynamicField('f-licence', {
  view_page: 3,
  label: 'Trade licence',
  is_required: 1,
});
const user = {
  id: 'u1',
  first_name: 'Bea',
  last_name: 'Buyer',
  email: 'bea@example.test',
  phone: null,
  company_name: null,
  email_verified: true,
  custom_fields: {},
} as unknown as PublicUser;
const sent = sentBodies(apiCall);

/** Issue 17: the admin's user fields (view_page 3) on the account page's profile. */
describe("The profile form's user fields", () => {
  beforeEach(() => {
    apiCall.mockReset();
  });

  it("asks for a required user field with 'Required' and then sends its value", async () => {
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(path === 'dynamic/getAllDynamicArray' ? { records: [licence] } : user),
    );
    renderWithProviders(<ProfileForm user={user} />);
    await screen.findByText('Trade licence');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(sent('user/updateProfile')).toEqual([]);
    fireEvent.change(screen.getByTestId('custom-field-f-licence'), {
      target: { value: 'BE-0420' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('user/updateProfile')).toHaveLength(1));
    expect(sent('user/updateProfile')[0]).toMatchObject({
      first_name: 'Bea',
      custom_fields: { 'f-licence': 'BE-0420' },
    });
  });

  it('sends the profile as before when the admin defined no user field', async () => {
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(path === 'dynamic/getAllDynamicArray' ? { records: [] } : user),
    );
    renderWithProviders(<ProfileForm user={user} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('user/updateProfile')).toHaveLength(1));
    expect(sent('user/updateProfile')[0]).not.toHaveProperty('custom_fields');
  });
});
