import type { SellerOrganizationRecord } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SellerOrganizationView } from './seller-organization-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, errorText: (_c: string, m: string) => m }));

const empty: SellerOrganizationRecord = {
  name: '',
  registration_no: '',
  vat: '',
  address: '',
  city: '',
  country: '',
  contact_name: '',
  contact_email: '',
  contact_phone: '',
  logo: '',
  updated_at: null,
};
const saved = () =>
  apiCall.mock.calls.filter(([p]) => p === 'seller/organization/saveOrganization');

describe('The organization screen', () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(path === 'seller/organization/getOrganization' ? empty : {}),
    );
  });

  it('asks for the company name and a valid contact e-mail before saving', async () => {
    renderWithProviders(<SellerOrganizationView />);
    fireEvent.change(await screen.findByTestId('org-contact_email'), {
      target: { value: 'not-an-address' },
    });
    fireEvent.click(screen.getByTestId('org-save'));
    await screen.findByText('Required!');
    expect(screen.getByText('Invalid email format')).toBeTruthy();
    expect(saved()).toEqual([]);
  });

  it('saves the whole profile, trimmed', async () => {
    renderWithProviders(<SellerOrganizationView />);
    fireEvent.change(await screen.findByTestId('org-name'), {
      target: { value: '  Antwerp Rough BV ' },
    });
    fireEvent.change(screen.getByTestId('org-vat'), { target: { value: 'BE0123456789' } });
    fireEvent.click(screen.getByTestId('org-save'));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]?.[1]).toEqual({
      ...empty,
      updated_at: undefined,
      name: 'Antwerp Rough BV',
      vat: 'BE0123456789',
    });
  });
});
