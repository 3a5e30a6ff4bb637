import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { aUser } from '@/testing/user-builder';
import { InvoiceDelivery } from './invoice-delivery';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));

const won = {
  id: 'inv-9',
  buyer_id: 'buyer-1',
  status: 'unpaid',
  balance_due: 100,
  allTransactions: [],
  shipping: null,
  shipping_address: null,
};
const collect = <a href="/book_viewing/invoice/inv-9">Collect in person link</a>;
const answer = (invoice: object) => (path: string) =>
  Promise.resolve(path === 'invoice/invoice' ? invoice : { cartLocation: null });

beforeEach(() => act(() => session.signIn('token', aUser({ id: 'buyer-1' }))));
afterEach(() => {
  act(() => session.signIn('token', null));
  apiCall.mockReset();
});

describe("Delivery on a won lot's invoice", () => {
  it('offers its unpaid buyer the shipping address form, or collection in person', async () => {
    apiCall.mockImplementation(answer(won));
    renderWithProviders(<InvoiceDelivery invoiceId="inv-9" collect={collect} />);
    expect(await screen.findByTestId('checkout-address')).toBeTruthy();
    fireEvent.click(screen.getByText('Collect in person'));
    expect(screen.queryByTestId('checkout-address')).toBeNull();
    expect(screen.getByText('Collect in person link')).toBeTruthy();
  });

  it("offers a representative of the company billed the form on a colleague's invoice (I1, issue 30)", async () => {
    act(() => session.signIn('token', aUser({ id: 'buyer-2' })));
    const billTo = {
      company_id: 'co-1',
      name: 'Antwerp Rough BV',
      registration_number: 'BE1',
      country: 'BE',
    };
    apiCall.mockImplementation(answer({ ...won, bill_to: billTo }));
    renderWithProviders(<InvoiceDelivery invoiceId="inv-9" collect={collect} />);
    expect(await screen.findByTestId('checkout-address')).toBeTruthy();
  });

  it('shows a paid invoice that ships no choice and no collection', async () => {
    const paid = { ...won, status: 'paid', balance_due: 0, shipping: { carrier: 'Malca-Amit' } };
    apiCall.mockImplementation(answer(paid));
    renderWithProviders(<InvoiceDelivery invoiceId="inv-9" collect={collect} />);
    await vi.waitFor(() => expect(apiCall).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('invoice-delivery')).toBeNull();
    expect(screen.queryByText('Collect in person link')).toBeNull();
  });

  it('leaves a paid invoice collected in person to the collection link', async () => {
    apiCall.mockImplementation(answer({ ...won, status: 'paid', balance_due: 0 }));
    renderWithProviders(<InvoiceDelivery invoiceId="inv-9" collect={collect} />);
    expect(await screen.findByText('Collect in person link')).toBeTruthy();
    expect(screen.queryByTestId('invoice-delivery')).toBeNull();
  });
});
