import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InvoiceDetail } from '@facet/event-schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies } from '@/testing/api-calls';
import { renderWithProviders } from '@/testing/render';
import { ShippingQuotePicker } from './shipping-quote-picker';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));
const sent = sentBodies(apiCall);
const invoiceKey = ['invoices', 'one', 'inv-7'];

const later = new Date(Date.now() + 30 * 60_000).toISOString();
const quote = (id: string, carrier: string, service: string, price: number, days: number) => ({
  id,
  carrier,
  service,
  price,
  price_cents: price * 100,
  days,
  expires_at: later,
  provider: 'rate-table',
});
const quotes = [
  quote('b1-registered-post', 'Postal service', 'Registered insured post', 20, 4),
  quote('b1-secure-courier', 'Malca-Amit', 'Insured secure courier', 120, 2),
];
const invoice = {
  id: 'inv-7',
  status: 'unpaid',
  balance_due: 200,
  allTransactions: [],
} as unknown as InvoiceDetail;
const address = {
  address1: '1 Main St',
  address2: null,
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  country: 'US',
  phone: '+1',
};

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((path: string) =>
    Promise.resolve(path === 'shipping/getQuoteRequest' ? quotes : {}),
  );
});

describe('The shipping quote picker at checkout', () => {
  it("lists the invoice's quotes with carrier, service, price and days, priced by the rate table", async () => {
    renderWithProviders(
      <ShippingQuotePicker invoice={invoice} address={address} invoiceKey={invoiceKey} />,
    );
    expect(await screen.findByText('Malca-Amit - Insured secure courier')).toBeTruthy();
    expect(screen.getByText('Postal service - Registered insured post')).toBeTruthy();
    expect(screen.getByText('$120.00')).toBeTruthy();
    expect(screen.getByText('4 days')).toBeTruthy();
    expect(screen.getByTestId('shipping-provider').textContent).toBe('House rate table');
    expect(sent('shipping/getQuoteRequest')).toEqual([{ invoice_id: 'inv-7' }]);
  });

  it('puts the quote picked on the invoice, under a command id of its own', async () => {
    renderWithProviders(
      <ShippingQuotePicker invoice={invoice} address={address} invoiceKey={invoiceKey} />,
    );
    const courier = await screen.findByLabelText<HTMLInputElement>(/Insured secure courier/);
    fireEvent.click(courier);
    // Checked at once, before the invoice comes back with its shipping line.
    expect(courier.checked).toBe(true);
    await waitFor(() =>
      expect(sent('shipping/confirmShippingQuote')).toEqual([
        {
          invoice_id: 'inv-7',
          quote_id: 'b1-secure-courier',
          commandId: 'inv-7-ship-b1-secure-courier',
        },
      ]),
    );
  });

  it('asks for an address first, and asks for no quote without one', () => {
    renderWithProviders(
      <ShippingQuotePicker invoice={invoice} address={null} invoiceKey={invoiceKey} />,
    );
    expect(screen.getByText(/Save your shipping address/)).toBeTruthy();
    expect(sent('shipping/getQuoteRequest')).toHaveLength(0);
  });

  it('shows the chosen shipping, fixed, once the invoice is paid', () => {
    const paid = {
      ...invoice,
      balance_due: 0,
      status: 'paid',
      shipping: { carrier: 'Malca-Amit', service: 'Insured secure courier', price: 120 },
    } as unknown as InvoiceDetail;
    renderWithProviders(
      <ShippingQuotePicker invoice={paid} address={address} invoiceKey={invoiceKey} />,
    );
    expect(screen.getByText('Shipping: Malca-Amit, Insured secure courier')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(sent('shipping/getQuoteRequest')).toHaveLength(0);
  });
});
