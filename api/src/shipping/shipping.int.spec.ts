import type { ShippingRateTable } from '@facet/event-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin } from '../../test/backoffice-fixtures.js';
import {
  addToCart,
  type Buyer,
  creditWallet,
  newBuyNowLot,
  SHIPPING_ADDRESS,
  storedEvents,
} from '../../test/commerce-fixtures.js';
import { type Harness, MINUTE, responseData, signUp } from '../../test/http-harness.js';

/** Issue 26, shipping quotes: priced from the rate table, put on the invoice, in the ledger. */
describe('Shipping quotes over HTTP', () => {
  let h: Harness;
  let admin: string;
  let buyer: Buyer;
  let other: Buyer;
  let invoiceId: string;

  const quotes = (token = buyer.token) =>
    h.post('shipping/getQuoteRequest', { invoice_id: invoiceId }, token);
  const confirm = (quote_id: string, commandId: string, token = buyer.token) =>
    h.post('shipping/confirmShippingQuote', { invoice_id: invoiceId, quote_id, commandId }, token);
  // A US address the address port accepts (New York, NY 10001), for the cart and its invoice.
  const address = () =>
    h.post('cart/saveAddress', { ...SHIPPING_ADDRESS, invoice_id: invoiceId }, buyer.token);
  const idOf = async (service: string) =>
    (responseData(await quotes()) as { id: string; service: string }[]).find(
      (q) => q.service === service,
    )!.id;

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    buyer = await signUp(h, 'Sam', 'sam@shipping.test');
    other = await signUp(h, 'Oli', 'oli@shipping.test');
    // A $200 item of 1.00 ct, bought now: a small parcel of small value.
    const lotId = await newBuyNowLot(h, admin);
    await addToCart(h, buyer, lotId, 1);
    invoiceId = responseData(await h.post('cart/checkout', { commandId: 'co-1' }, buyer.token))
      .invoice_id as string;
  });
  afterAll(async () => h?.close());

  it('asks for an address before quoting the invoice', async () => {
    const r = await quotes();
    expect(r.status).toBe(422);
    expect(r.body.data.message).toBe('Save a shipping address first');
  });

  it('quotes registered post and secure courier to a US address, cheapest first', async () => {
    expect((await address()).status).toBe(200);
    const r = await quotes();
    expect(r.status).toBe(200);
    expect(responseData(r)).toEqual([
      expect.objectContaining({
        carrier: 'Postal service',
        service: 'Registered insured post',
        price: 20,
        price_cents: 20_00,
        days: 4,
        provider: 'rate-table',
      }),
      expect.objectContaining({ carrier: 'Malca-Amit', price: 120, price_cents: 120_00 }),
    ]);
  });

  it("refuses another buyer the invoice's quotes", async () => {
    expect((await quotes(other.token)).status).toBe(403);
  });

  it('puts the chosen quote on the invoice: the total grows by it; a retry answers the same', async () => {
    const post = await idOf('Registered insured post');
    const first = await confirm(post, 'ship-1');
    expect(first.status).toBe(200);
    expect(responseData(first)).toMatchObject({ price: 20, total: 220, balance_due: 220 });
    expect(responseData(await confirm(post, 'ship-1'))).toEqual(responseData(first));
    const courier = await idOf('Insured secure courier');
    expect(responseData(await confirm(courier, 'ship-2'))).toMatchObject({
      carrier: 'Malca-Amit',
      total: 320,
    });
    const invoice = responseData(await h.post('invoice/invoice', { id: invoiceId }, buyer.token));
    expect(invoice).toMatchObject({
      total: 320,
      balance_due: 320,
      shipping: { carrier: 'Malca-Amit', service: 'Insured secure courier', price: 120 },
    });
  });

  it('refuses a quote nobody gave, and one past its 30 minutes', async () => {
    expect((await confirm('no-such-quote', 'ship-3')).status).toBe(404);
    const post = await idOf('Registered insured post');
    h.clock.advance(31 * MINUTE);
    const late = await confirm(post, 'ship-4');
    expect(late.status).toBe(422);
    expect(late.body.data.message).toMatch(/expired/);
  });

  it('lets only an admin change the rates, refuses a broken table, and the next quote uses it', async () => {
    const { table } = responseData(await h.post('shipping/getRates', {}, admin)) as {
      table: ShippingRateTable;
    };
    const post = table.services.find((s) => s.id === 'registered-post')!;
    const dearer: ShippingRateTable = {
      ...table,
      services: table.services.map((s) =>
        s === post
          ? { ...s, rates: s.rates.map((r) => ({ ...r, prices: r.prices.map((p) => p + 10_00) })) }
          : s,
      ),
    };
    expect((await h.post('shipping/saveRates', { table: dearer }, buyer.token)).status).toBe(403);
    const broken = await h.post(
      'shipping/saveRates',
      { table: { ...dearer, fallbackZoneId: 'nowhere' } },
      admin,
    );
    expect(broken.status).toBe(422);
    expect(broken.body.data.message).toMatch(/rest-of-world zone/);
    const saved = await h.post('shipping/saveRates', { table: dearer, commandId: 'r-1' }, admin);
    expect(saved.status).toBe(200);
    expect(responseData(saved).history).toHaveLength(1);
    expect(responseData(await quotes())[0]).toMatchObject({ price: 30 });
  });

  it('pays shipping to its own ledger line, and no quote changes a paid invoice', async () => {
    const courier = await idOf('Insured secure courier');
    expect((await confirm(courier, 'ship-5')).status).toBe(200);
    await creditWallet(h.post, admin, {
      userId: buyer.id,
      dollars: 1_000,
      note: 'Bank transfer',
      commandId: 'credit-1',
    });
    const paid = await h.post(
      'credit/payCartWallet',
      { invoice_id: invoiceId, commandId: 'pay-1' },
      buyer.token,
    );
    expect(paid.status).toBe(200);
    const entries = await storedEvents(h, 'LedgerEntryRecorded');
    const payment = entries.find((e) => e.data.reason === 'wallet-payment')!;
    expect(payment.data.lines).toContainEqual({
      account: { kind: 'shipping-payable', owner: 'house' },
      side: 'credit',
      amount: 120_00,
    });
    const again = await confirm(await idOf('Registered insured post'), 'ship-6');
    expect(again.status).toBe(422);
    expect(again.body.data.message).toBe(
      'Shipping cannot change once a payment is made on the invoice',
    );
  });

  it('quotes a sample parcel without an invoice: 12.5 ct of $25,000 to Belgium', async () => {
    const r = await h.post(
      'shipping/getSampleQuoteRequest',
      { weight: '12.5', value: 25_000, country: 'be' },
      buyer.token,
    );
    expect(r.status).toBe(200);
    expect(responseData(r)).toEqual([
      expect.objectContaining({ carrier: 'Malca-Amit', price: 282.5, days: 5 }),
    ]);
    const bad = await h.post(
      'shipping/getSampleQuoteRequest',
      { weight: '12.5', value: 25_000, country: 'Belgium' },
      buyer.token,
    );
    expect(bad.status).toBe(400);
  });
});
