import type { AdminUserDashboard, AdminUserRecord } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/api-calls';
import { aDynamicField } from '@/testing/dynamic-field-builder';
import { AdminUserView } from './admin-user-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const user = (status: AdminUserRecord['status']) =>
  ({
    id: 'u1',
    first_name: 'Ada',
    last_name: 'Buyer',
    email: 'ada@t.test',
    role: 'buyer',
    status,
    account_verified: true,
    force_reset_pass: false,
    created_at: '2026-01-01T00:00:00.000Z',
  }) as AdminUserRecord;
const dashboard: AdminUserDashboard = {
  bids: [
    {
      lotId: 'L1',
      title: 'Pink rough',
      kind: 'bid',
      amount: 300,
      at: '2026-01-02T00:00:00.000Z',
      label: 'Won',
    },
  ],
  wins: [{ lotId: 'L1', title: 'Pink rough', amount: 300 }],
  invoices: [
    { id: 'i1', number: 1001, total: 330, status: 'unpaid', at: '2026-01-03T00:00:00.000Z' },
  ],
  deposits: [],
};
const sent = sentBodies(apiCall);

describe("The admin's page of one user", () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string) => {
      if (path === 'admin/user/getSingleUser') return Promise.resolve({ record: user('active') });
      if (path === 'admin/user/dashboard') return Promise.resolve(dashboard);
      if (path === 'admin/user/changeStatus')
        return Promise.resolve({ record: user('deactivate') });
      return Promise.resolve({});
    });
  });

  it('shows the bids, wins and invoices of the user', async () => {
    renderWithProviders(<AdminUserView id="u1" />);
    expect(await screen.findByText('Bids (1)')).toBeTruthy();
    expect(screen.getByText('Wins (1)')).toBeTruthy();
    expect(screen.getByText('1001')).toBeTruthy();
    expect(screen.getByText('Deposits (0)')).toBeTruthy();
  });

  it('suspends an active user, then offers to reactivate them', async () => {
    renderWithProviders(<AdminUserView id="u1" />);
    fireEvent.click(await screen.findByTestId('user-suspend'));
    await waitFor(() =>
      expect(sent('admin/user/changeStatus')).toEqual([{ user_id: 'u1', status: 'deactivate' }]),
    );
    expect(await screen.findByText('Reactivate')).toBeTruthy();
    expect(screen.getByTestId('user-status').textContent).toBe('Suspended');
  });

  it("shows the values of the admin's user fields (view_page 3) with their labels", async () => {
    apiCall.mockImplementation((path: string) => {
      if (path === 'admin/user/getSingleUser')
        return Promise.resolve({
          record: { ...user('active'), custom_fields: { 'f-licence': 'BE-0420' } },
        });
      if (path === 'dynamic/getAllDynamicArray')
        return Promise.resolve({
          records: [
            aDynamicField('f-licence', { view_page: 3, label: 'Trade licence', is_required: 1 }),
          ],
        });
      return Promise.resolve(path === 'admin/user/dashboard' ? dashboard : {});
    });
    renderWithProviders(<AdminUserView id="u1" />);
    const value = await screen.findByTestId('user-custom-value-f-licence');
    expect(value.textContent).toBe('Trade licenceBE-0420');
    expect(sent('dynamic/getAllDynamicArray')).toEqual([{ view_page: 3 }]);
  });
});
