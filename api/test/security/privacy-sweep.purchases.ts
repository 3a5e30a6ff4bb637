import { LotCommandBus } from '../../src/lots/lot-bus/lot-command-bus.js';
import { SHIPPING_ADDRESS } from '../commerce-fixtures.js';
import { type Harness, waitFor } from '../http-harness.js';
import type { Scenario } from './privacy-sweep.scenario.js';
import { ok } from './scenario-steps.js';

/** The command id of B's checkout: it names the checkout (its page's cart_id) and nothing else. */
const CHECKOUT_B = 'privacy-checkout-7q4x';

/**
 * The buy-now lots and the deposit lot: A holds 2 units in the cart; B holds 2 and the other
 * lot's single unit, checks out one of the 2 and the single one (that lot ends sold to B) and
 * pays the invoice online (sandbox); A pays the deposit lot's deposit online (sandbox) and bids.
 * The ids and references each step returns become the sweep's sentinels.
 */
export async function playPurchases(h: Harness, s: Scenario): Promise<void> {
  const { buyer: a, 'other-buyer': b } = s.tokens;
  const hold = async (token: string | undefined, qty: number, product_id = s.lots.buyNow) =>
    (await ok(h, 'buynow/addToCart', { cart: [{ product_id, qty }] }, token)).items[0]
      .cart_id as string;
  s.buyNow.holdA = await hold(a, 2);
  s.buyNow.holdB = [await hold(b, 1), await hold(b, 1, s.lots.lastUnit)];
  // B's second unit stays in the cart: B's cart keeps something B can read once B checked out.
  s.buyNow.cartB = await hold(b, 1);
  const cartHas = async (token: string | undefined, id: string) =>
    (await ok(h, 'cart/search', {}, token)).cartItems.some(
      (i: { cart_id?: string; id?: string }) => i.cart_id === id || i.id === id,
    );
  for (const id of s.buyNow.holdB) await waitFor(() => cartHas(b, id));
  await waitFor(() => cartHas(b, s.buyNow.cartB));
  const checkout = await ok(
    h,
    'cart/checkout',
    { commandId: CHECKOUT_B, cart_ids: s.buyNow.holdB },
    b,
  );
  s.buyNow.checkoutB = checkout.cart_id as string;
  s.buyNow.invoiceB = checkout.invoice_id as string;
  // Issue 26: a checkout ships, so B's invoice needs its shipping address before it is paid.
  await ok(h, 'cart/saveAddress', { ...SHIPPING_ADDRESS, invoice_id: s.buyNow.invoiceB }, b);
  const payment = { invoice_id: s.buyNow.invoiceB, commandId: 'privacy-pay-b' };
  await ok(h, 'credit/payCartOnline', payment, b);
  const paymentOf = async () =>
    (
      (await ok(h, 'invoice/invoice', { id: s.buyNow.invoiceB }, b)).allTransactions as {
        reference: string | null;
      }[]
    )[0]?.reference ?? '';
  await waitFor(async () => (await paymentOf()) !== '');
  s.buyNow.paymentB = await paymentOf();

  const deposit = await ok(
    h,
    'credit/addBidDeposit',
    {
      amount: 50,
      product_id: s.lots.deposit,
      credit_notes: 'Bid Deposit - Deposit rough',
      credit_type: 'user',
      type: 'projects',
      pay_type: 'online',
      commandId: 'privacy-deposit-a',
    },
    a,
  );
  s.deposit.bidDepositId = deposit.bid_deposit_id as string;
  s.deposit.reference = deposit.payment_reference as string;
  const mine = async () =>
    (await ok(h, 'deposit/alldeposits', { limit: 100 }, a)).records as { id: string }[];
  await waitFor(async () => (await mine()).length === 1);
  s.deposit.id = (await mine())[0]?.id ?? '';
  const bus = h.app.get(LotCommandBus);
  await waitFor(async () => (await bus.load(s.lots.lastUnit)).phase === 'sold');
  await ok(h, 'bid/confirm', { id: s.lots.deposit, wsprice: 1_000, bidding_type: 'hard' }, a);
}
