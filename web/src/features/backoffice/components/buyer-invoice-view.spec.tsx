import type { SellerInvoiceDetail } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { BuyerInvoiceView } from './buyer-invoice-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const invoice: SellerInvoiceDetail = {
  id: 'inv-1',
  number: 7,
  buyer_id: 'buyer-1',
  seller_id: 'seller-1',
  invoiceItems: [
    {
      project_id: 'lot-1',
      title: 'Rough 3ct',
      qty: 1,
      pricing: 'per_item',
      unit_price: 200,
      weight: 3,
      total: 200,
    },
  ],
  subtotal: 200,
  buyers_premium: 0,
  tax: 0,
  total: 200,
  deposit_applied: 0,
  allTransactions: [],
  paid: 0,
  balance_due: 200,
  status: 'unpaid',
  source: 'checkout',
  created_at: '2030-03-02T10:00:00.000Z',
  invoiceUser: {
    id: 'buyer-1',
    first_name: 'Bo',
    last_name: 'Buyer',
    email: 'bo@example.com',
    company_name: null,
    phone: null,
  },
  invoiceAddress: null,
  invoiceSeller: null,
  notes: [],
  history: [
    {
      action: 'raised',
      acted_by: 'seller-1',
      acted_by_name: 'Ana Seller',
      on_behalf_of: 'buyer-1',
      amount: null,
      method: null,
      created_at: '2030-03-02T10:00:00.000Z',
    },
  ],
  shipping_address: null,
  buyer_wallet_balance: 150,
};

const calls = (path: string) => apiCall.mock.calls.filter(([p]) => p === path);

describe("A buyer's invoice on the seller's desk", () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(path === 'seller/user/invoice/invoice' ? invoice : { invoice_id: 'inv-2' }),
    );
  });

  it("shows the buyer's wallet balance and refuses a wallet payment it cannot cover", async () => {
    renderWithProviders(<BuyerInvoiceView id="inv-1" />);
    expect((await screen.findByTestId('buyer-wallet-balance')).textContent).toBe(
      'Buyer’s wallet balance: $150.00',
    );
    expect((screen.getByTestId('pay-wallet-for-buyer') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says in the history that the seller acted on behalf of the buyer', async () => {
    renderWithProviders(<BuyerInvoiceView id="inv-1" />);
    expect((await screen.findByTestId('history-actor')).textContent).toBe(
      'Ana Seller on behalf of Bo Buyer',
    );
  });

  it('says a bank transfer the seller recorded was collected by the seller (L-SFB-2)', async () => {
    const paid = (actedBy: string) => ({
      ...invoice.history[0]!,
      action: 'paid' as const,
      acted_by: actedBy,
      amount: 200,
      method: 'offline',
    });
    apiCall.mockImplementation(() =>
      Promise.resolve({ ...invoice, history: [paid('seller-1'), paid('admin-1')] }),
    );
    renderWithProviders(<BuyerInvoiceView id="inv-1" />);
    await screen.findAllByTestId('history-paid');
    const [bySeller, byAdmin] = screen.getAllByTestId('history-paid');
    expect(bySeller!.textContent).toContain('Payment of $200.00 collected by the seller');
    expect(byAdmin!.textContent).toContain('Payment of $200.00 (offline)');
  });

  it('records an offline payment with its reference under the intent’s command id', async () => {
    renderWithProviders(<BuyerInvoiceView id="inv-1" />);
    fireEvent.change(await screen.findByTestId('offline-reference'), {
      target: { value: 'BANK-9' },
    });
    fireEvent.click(screen.getByTestId('record-offline-payment'));
    await waitFor(() => expect(calls('seller/offline/payCartOffline')).toHaveLength(1));
    const [, body] = calls('seller/offline/payCartOffline')[0]!;
    expect(body).toMatchObject({ invoice_id: 'inv-1', reference: 'BANK-9' });
    expect(String(body.commandId)).toMatch(/^sfb-transfer-/);
  });

  it("checks out the buyer's held items for them", async () => {
    renderWithProviders(<BuyerInvoiceView id="inv-1" />);
    fireEvent.click(await screen.findByTestId('checkout-for-buyer'));
    await waitFor(() => expect(calls('seller/cart/checkout')).toHaveLength(1));
    expect(calls('seller/cart/checkout')[0]![1]).toMatchObject({ user_id: 'buyer-1' });
  });
});
