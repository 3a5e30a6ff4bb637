import type { PaymentSourceRecord } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies } from '@/testing/api-calls';
import { aLot } from '@/testing/lot-builder';
import { renderWithProviders } from '@/testing/render';
import { DepositDialog } from './deposit-dialog';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));
const sent = sentBodies(apiCall);

const card = (id: string, last4: string, is_default: boolean): PaymentSourceRecord => ({
  id,
  object: 'card',
  brand: 'Visa',
  last4,
  exp_month: 12,
  exp_year: 2030,
  bank_name: null,
  status: null,
  is_default,
});
const lot = aLot({ id: 'lot-7', deposit: 1, deposit_amount: 250, bid_deposit_id: null });
const answers = (cards: PaymentSourceRecord[]) =>
  apiCall.mockImplementation((path: string) =>
    Promise.resolve(
      path === 'customer/source/list'
        ? { data: cards, has_more: false }
        : path === 'payment/rosoom_payment'
          ? { link: 'https://gateway.test/pay/1' }
          : { bid_deposit_id: 'dep-1' },
    ),
  );
const open = () => renderWithProviders(<DepositDialog lot={lot} opened onClose={() => {}} />);

beforeEach(() => apiCall.mockReset());
afterEach(() => vi.unstubAllGlobals());

/** Spec 7: the deposit dialog pays from the wallet, with a saved card, or through the redirect. */
describe("The deposit dialog's ways to pay", () => {
  it('pays online with the saved card chosen, the default one first', async () => {
    answers([card('card-a', '1111', false), card('card-b', '4242', true)]);
    open();
    fireEvent.click(screen.getByLabelText('Pay with a saved card'));
    await waitFor(() =>
      expect(screen.getByTestId('deposit-saved-card')).toHaveProperty('value', 'Visa •••• 4242'),
    );
    fireEvent.click(screen.getByTestId('deposit-pay'));
    await waitFor(() => expect(sent('credit/addBidDeposit')).toHaveLength(1));
    expect(sent('credit/addBidDeposit')[0]).toMatchObject({
      product_id: 'lot-7',
      amount: 250,
      pay_type: 'online',
      payment_method: 'card-b',
    });
  });

  it('sends no card with a wallet payment', async () => {
    answers([card('card-b', '4242', true)]);
    open();
    fireEvent.click(screen.getByLabelText('Pay from wallet'));
    fireEvent.click(screen.getByTestId('deposit-pay'));
    await waitFor(() => expect(sent('credit/addBidDeposit')).toHaveLength(1));
    expect(sent('credit/addBidDeposit')[0]).toMatchObject({ pay_type: 'wallet' });
    expect(sent('credit/addBidDeposit')[0]).not.toHaveProperty('payment_method');
  });

  it('offers to save a card when the buyer has none', async () => {
    answers([]);
    open();
    fireEvent.click(screen.getByLabelText('Pay with a saved card'));
    await screen.findByText('No saved card yet.');
    expect(screen.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe(
      '/payments/saved_cards',
    );
  });

  it("starts a redirect payment of the lot's deposit and sends the window to the gateway", async () => {
    answers([]);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    open();
    fireEvent.click(screen.getByLabelText('Pay online (redirect)'));
    fireEvent.click(screen.getByTestId('deposit-pay'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://gateway.test/pay/1'));
    const [body] = sent('payment/rosoom_payment');
    expect(body).toMatchObject({ pay_type: 'bid_deposit', product_id: 'lot-7' });
    expect(body?.['commandId']).toEqual(expect.any(String));
    expect(sent('credit/addBidDeposit')).toHaveLength(0);
  });
});
