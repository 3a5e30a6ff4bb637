import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { sentBodies, typeInto } from '@/testing/api-calls';
import { aSavedLot } from '@/testing/saved-lot-builder';
import { aDynamicField } from '@/testing/dynamic-field-builder';
import { LotForm } from './lot-form';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({
  apiCall,
  ApiError: class ApiError extends Error {
    constructor(
      message: string,
      readonly status = 500,
    ) {
      super(message);
    }
  },
  errorText: (_c: string, m: string) => m,
}));

const origin = aDynamicField('f-origin', { label: 'Origin mine', is_required: 1 });
const sent = sentBodies(apiCall);

describe('The lot form', () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(
        path === 'seller/auction/listings'
          ? { records: [], totalRecords: 0, setDisp: '' }
          : path === 'common/getDefault'
            ? {}
            : { id: 'L9' },
      ),
    );
  });

  it("shows the admin's lot field and the spec's messages, and sends nothing while invalid", async () => {
    renderWithProviders(<LotForm fields={[origin]} onSaved={() => {}} />);
    expect(screen.getByText('Origin mine')).toBeTruthy();
    typeInto('lot-sprice', '12.345');
    fireEvent.click(screen.getByTestId('lot-save'));
    expect(await screen.findByText('invalid decimal')).toBeTruthy();
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
    expect(screen.getByTestId('lot-images-error').textContent).toBe('Upload at least 3 images');
    expect(sent('seller/product/projectAction')).toEqual([]);
  });

  it("starts a new lot from the template named in the page's address", async () => {
    const template = {
      id: 'T1',
      title: 'Weekly rough tender',
      description: '',
      avatar: null,
      duration_hours: 72,
      lot_defaults: { auctiontype: 'sealed', pricing: 'per_item', deposit: 1, deposit_amount: 250 },
      status: 'active',
      sellerId: 's1',
    };
    apiCall.mockImplementation((path: string, body: Record<string, unknown>) =>
      Promise.resolve(
        path === 'seller/template/auction/listings'
          ? { records: body.action === 'active' ? [template] : [], totalRecords: 1, setDisp: '' }
          : { records: [], totalRecords: 0, setDisp: '' },
      ),
    );
    renderWithProviders(<LotForm fields={[]} templateId="T1" onSaved={() => {}} />);
    const amount = (await screen.findByTestId('lot-deposit_amount')) as HTMLInputElement;
    expect(amount.value).toBe('250.00');
    const checked = (id: string) =>
      (screen.getByTestId(id).querySelector('input:checked') as HTMLInputElement | null)?.value;
    expect(checked('lot-auctiontype')).toBe('sealed');
    expect(checked('lot-pricing')).toBe('per_item');
    expect((screen.getByTestId('lot-template') as HTMLInputElement).value).toBe(
      'Weekly rough tender',
    );
  });

  it('shows the server’s rejection when it refuses the lot', async () => {
    const lot = aSavedLot({
      title: 'Rough',
      auctiontype: 'sealed',
      pricing: 'per_item',
      weight: 0,
      categoryTypeId: null,
      custom_fields: { 'f-origin': 'Jwaneng' },
    });
    apiCall.mockImplementation((path: string) =>
      path === 'seller/product/projectAction'
        ? Promise.reject(new ApiError('Bids have been placed: the lot cannot change', 422))
        : Promise.resolve({ records: [] }),
    );
    renderWithProviders(<LotForm lot={lot as never} fields={[origin]} onSaved={() => {}} />);
    fireEvent.click(screen.getByTestId('lot-save'));
    await waitFor(() =>
      expect(sent('seller/product/projectAction')[0]).toMatchObject({
        action: 'edit',
        id: 'L1',
        auctiontype: 'sealed',
        sprice: '500.00',
        avatar: 'i1.png',
        custom_fields: { 'f-origin': 'Jwaneng' },
      }),
    );
    expect((await screen.findByTestId('lot-form-error')).textContent).toBe(
      'Bids have been placed: the lot cannot change',
    );
  });
});
