import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies } from '@/testing/api-calls';
import { renderWithProviders } from '@/testing/render';
import { CheckoutView } from './checkout-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));
const sent = sentBodies(apiCall);

const invoice = {
  id: 'inv-9',
  invoiceItems: [],
  subtotal: 100,
  buyers_premium: 0,
  tax: 0,
  total: 100,
  balance_due: 100,
  allTransactions: [],
};
const answer: Record<string, unknown> = {
  'cart/checkout': { invoice_id: 'inv-9', payment_method: null },
  'invoice/invoice': invoice,
  'cart/search': { cartLocation: null },
  'paymentThird/stripe/config': { provider: 'sandbox' },
  'customer/source/list': { data: [], has_more: false },
  'cart/updateCheckout': {},
  'payment/rosoom_payment': { link: 'https://gateway.test/pay/9' },
};

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((path: string) => Promise.resolve(answer[path] ?? {}));
});
afterEach(() => vi.unstubAllGlobals());

/** Spec 7: checkout pays from the wallet, with a saved card, offline, or through the redirect. */
describe("Checkout's redirect payment", () => {
  it("starts a redirect payment of the checkout's invoice and sends the window to the gateway", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithProviders(<CheckoutView type="cart" cartId="cart-3" />);
    fireEvent.click(await screen.findByLabelText('Pay online (redirect)'));
    // The checkout keeps the choice as an online payment across a reload.
    await waitFor(() =>
      expect(sent('cart/updateCheckout')).toEqual([
        { cart_id: 'cart-3', payment_method: 'online' },
      ]),
    );
    expect(screen.queryByTestId('no-saved-cards')).toBeNull();
    fireEvent.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://gateway.test/pay/9'));
    expect(sent('payment/rosoom_payment')[0]).toMatchObject({ invoice_id: 'inv-9' });
    expect(sent('credit/payCartOnline')).toHaveLength(0);
  });
});
