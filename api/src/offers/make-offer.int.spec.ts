import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin } from '../../test/backoffice-fixtures.js';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { Outbox } from '../mail/outbox.js';
import { InvoiceCommandBus } from '../invoicing/invoice-bus/invoice-command-buses.js';
import {
  addToCart,
  adminToken,
  type Buyer,
  HOUR,
  newBuyNowLot,
  storedEvents,
} from '../../test/commerce-fixtures.js';
import { type Harness, signUp, waitFor } from '../../test/http-harness.js';
import { OfferExpiryScheduler } from './offer-expiry/offer-expiry.scheduler.js';

/** Make-offer on buy-now items over HTTP: offer, counter, accept into a held cart item, checkout. */
describe('Make-offer on a buy-now item over HTTP', () => {
  let h: Harness;
  let admin: string;
  let a: Buyer;
  let b: Buyer;
  let c: Buyer;
  let lotId: string;

  const offer = (buyer: Buyer, wsprice: number, qty: number, commandId?: string) =>
    h.post('makeoffer/addToMakeoffer', { id: lotId, wsprice, qty, commandId }, buyer.token);
  const seller = (body: Record<string, unknown>) =>
    h.post('seller/offer/changeOfferStatus', { id: lotId, ...body }, admin);
  const mine = async (buyer: Buyer) =>
    (await h.post('makeoffer/search', {}, buyer.token)).body.data.responseData;
  const mails = async (kind: string) =>
    (await h.app.get(Outbox).list(200)).records.filter((m) => m.kind === kind);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    a = await signUp(h, 'Ada', 'ada@offer.test');
    b = await signUp(h, 'Bea', 'bea@offer.test');
    c = await signUp(h, 'Cai', 'cai@offer.test');
    // 5 rings at $200 each; offers taken, none under $150.
    lotId = await newBuyNowLot(h, admin, { accept_offers: 1, offer_minimum: 150 });
  });

  afterAll(async () => {
    await h?.close();
  });

  it("refuses an offer under the seller's minimum at once and mails the buyer", async () => {
    const r = await offer(a, 120, 1);
    expect(r.status).toBe(200);
    expect(r.body.data.responseData).toMatchObject({
      kind: 'buynow',
      offer: { status: 'refused', refused_by: 'minimum', amount: 120 },
    });
    expect(await mails('make-offer-refused')).toHaveLength(1);
  });

  it('refuses an offer at the buy-now price, and one on a lot that takes none', async () => {
    expect((await offer(a, 200, 1)).body.data.code).toBe('makeoffer.at-buy-now-price');
    const plain = await newBuyNowLot(h, admin);
    const r = await h.post('makeoffer/addToMakeoffer', { id: plain, wsprice: 150 }, a.token);
    // A buy-now item without offers is not a make-offer item: the sealed path refuses it, as before.
    expect(r.status).toBe(422);
  });

  it('offer, counter, accept: the units are held in the cart at the counter and checked out at it', async () => {
    const made = await offer(a, 160, 2, 'offer-a-1');
    const offerId = made.body.data.responseData.offer.id as string;
    expect(made.body.data.responseData.offer).toMatchObject({ status: 'pending', qty: 2 });
    expect((await mails('make-offer-new')).length).toBeGreaterThan(0);
    // A retried offer (same commandId) is the same offer.
    expect((await offer(a, 160, 2, 'offer-a-1')).body.data.responseData.offer.id).toBe(offerId);

    // Only the buyer answers a counter; a stranger does not even see the offer.
    const countered = await seller({ offer_id: offerId, status: 'counter', amount: 180 });
    expect(countered.body.data.responseData.offer).toMatchObject({
      status: 'countered',
      counter_amount: 180,
    });
    expect((await mails('make-offer-countered')).length).toBe(1);
    const stranger = await h.post(
      'makeoffer/changeCounterStatus',
      { offer_id: offerId, status: 'accept' },
      b.token,
    );
    expect([stranger.status, stranger.body.data.code]).toEqual([404, 'makeoffer.not-found']);

    // Others buy 3 of the 5 meanwhile: the 2 offered are still free.
    await addToCart(h, b, lotId, 3);
    const taken = await h.post(
      'makeoffer/changeCounterStatus',
      { offer_id: offerId, status: 'accept', commandId: 'acc-1' },
      a.token,
    );
    expect(taken.status).toBe(200);
    expect(taken.body.data.responseData.offer).toMatchObject({ status: 'accepted', price: 180 });
    // Nothing left for anyone else: never oversold.
    const late = await h.post(
      'buynow/addToCart',
      { cart: [{ product_id: lotId, qty: 1 }] },
      c.token,
    );
    expect(late.body.data.code).toBe('buynow.insufficient-qty');

    await waitFor(
      async () =>
        (await h.post('cart/search', {}, a.token)).body.data.responseData.cartItems.length === 1,
    );
    const cart = (await h.post('cart/search', {}, a.token)).body.data.responseData;
    expect(cart.cartItems[0]).toMatchObject({ qty: 2, bprice: 180, total: 360, offer_price: true });
    expect(cart.cartValues.total_amount).toBe(360);

    const co = await h.post('cart/checkout', { commandId: 'co-offer' }, a.token);
    expect(co.status).toBe(200);
    const invoice = (await h.app.get(InvoiceCommandBus).load(co.body.data.responseData.invoice_id))
      .raised!;
    expect(invoice.items).toMatchObject([{ lotId, qty: 2, unitPrice: 180_00, total: 360_00 }]);
    await waitFor(async () =>
      (await mine(a)).records.some((o: { status: string }) => o.status === 'accepted'),
    );
  });

  it("lists offers to the seller with the buyer's name, and to the buyer as their own", async () => {
    const list = (await h.post('seller/offer/adminoffers', { kind: 'buynow' }, admin)).body.data
      .responseData;
    expect(list.records.map((o: { first_name: string }) => o.first_name)).toContain('Ada');
    expect((await mine(b)).records).toEqual([]);
  });

  it('expires an unanswered offer after 48 h, once, across a second run', async () => {
    const lot2 = await newBuyNowLot(h, admin, { accept_offers: 1 });
    const r = await h.post('makeoffer/addToMakeoffer', { id: lot2, wsprice: 150, qty: 1 }, c.token);
    const offerId = r.body.data.responseData.offer.id as string;
    const expiry = h.app.get(OfferExpiryScheduler);
    await expiry.start();
    h.clock.advance(48 * HOUR);
    await expiry.runDue();
    await expiry.runDue();
    const expired = (await storedEvents(h, 'BuyNowOfferExpired')).filter((e) =>
      e.stream.endsWith(offerId),
    );
    expect(expired).toHaveLength(1);
    // Two days on, the admin signs in again.
    const again = await h.post(
      'seller/offer/changeOfferStatus',
      { id: lot2, offer_id: offerId, status: 'accept' },
      await adminToken(h.post),
    );
    expect(again.body.data.code).toBe('makeoffer.not-answerable');
    // The lot took no hold for it.
    expect(Object.keys((await h.app.get(LotCommandBus).load(lot2)).holds)).toEqual([]);
  });
});
