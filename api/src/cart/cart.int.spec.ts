import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableQty } from '../lots/domain/index.js';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { LotScheduler } from '../scheduler/lot-scheduler.js';
import {
  adminToken,
  type Buyer,
  lotCard,
  MINUTE,
  newBuyNowLot,
} from '../../test/commerce-fixtures.js';
import { type Harness, signUp, startHarness, waitFor } from '../../test/http-harness.js';

/** Buy now and the cart over HTTP (issue 16): holds on the lot's stream, never oversold. */
describe('Buy now and the cart over HTTP', () => {
  let h: Harness;
  let admin: string;
  let buyers: Buyer[];
  let lotId: string;
  let bus: LotCommandBus;

  const newLot = (over: Record<string, unknown> = {}) =>
    newBuyNowLot(h, admin, { bprice: 2500, ...over });
  const add = (buyer: Buyer, cart: unknown) => h.post('buynow/addToCart', { cart }, buyer.token);
  const cart = async (buyer: Buyer) =>
    (await h.post('cart/search', {}, buyer.token)).body.data.responseData;
  const held = async (id: string) => (await lotCard(h, id, admin))?.held as number | undefined;

  beforeAll(async () => {
    h = await startHarness();
    bus = h.app.get(LotCommandBus);
    admin = await adminToken(h.post);
    buyers = [];
    for (let i = 0; i < 8; i++) buyers.push(await signUp(h, `B${i}`, `b${i}@cart.test`));
    lotId = await newLot();
  });

  afterAll(async () => {
    await h?.close();
  });

  it('holds exactly the 5 units there are when 8 buyers race for them', async () => {
    const answers = await Promise.all(buyers.map((b) => add(b, [{ product_id: lotId, qty: 1 }])));
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(5);
    expect(lost.map((a) => [a.status, a.body.data.code])).toEqual(
      Array(3).fill([422, 'buynow.insufficient-qty']),
    );
    const lot = await bus.load(lotId);
    expect(Object.values(lot.holds).reduce((n, x) => n + x.qty, 0)).toBe(5);
    expect(availableQty(lot)).toBe(0);
    await waitFor(async () => (await held(lotId)) === 5);
  });

  it("lists a buyer's held item with its price, quantity, total and hold expiry", async () => {
    const lot = await bus.load(lotId);
    const holder = buyers.find((b) => Object.values(lot.holds).some((x) => x.userId === b.id))!;
    await waitFor(async () => (await cart(holder)).cartItems.length === 1);
    const detail = await cart(holder);
    expect(detail.cartItems[0]).toMatchObject({
      product_id: lotId,
      title: 'Gold ring',
      qty: 1,
      bprice: 2500,
      total: 2500,
      status: 'held',
    });
    // cart_hold_minutes is 15 by default; the harness clock runs on in real time.
    const left = Date.parse(detail.cartItems[0].expires_at) - h.clock.now().getTime();
    expect(left).toBeGreaterThan(14 * MINUTE);
    expect(left).toBeLessThanOrEqual(15 * MINUTE);
    expect(detail.cartValues).toEqual({ total_items: 1, total_qty: 1, total_amount: 2500 });
    const count = await h.post('cart/pendingCount', {}, holder.token);
    expect(count.body.data.responseData).toEqual({ count: 1 });
  });

  it('gives the units back when a buyer removes the item from the cart', async () => {
    const lot = await bus.load(lotId);
    const [holdId, hold] = Object.entries(lot.holds)[0]!;
    const holder = buyers.find((b) => b.id === hold.userId)!;
    const r = await h.post('cart/cancelItem', { cart_id: holdId }, holder.token);
    expect(r.status).toBe(200);
    expect(availableQty(await bus.load(lotId))).toBe(1);
    await waitFor(
      async () => (await held(lotId)) === 4 && (await cart(holder)).cartItems.length === 0,
    );
    const other = buyers.find((b) => !Object.values(lot.holds).some((x) => x.userId === b.id))!;
    const again = await add(other, [{ product_id: lotId }]);
    expect(again.body.data.responseData.items).toMatchObject([{ product_id: lotId, qty: 1 }]);
  });

  it('releases every hold once cart_hold_minutes pass: the lot has its 5 units again', async () => {
    h.clock.advance(15 * MINUTE);
    const scheduler = h.app.get(LotScheduler);
    await waitFor(async () => {
      await scheduler.runDue();
      return Object.keys((await bus.load(lotId)).holds).length === 0;
    });
    expect(availableQty(await bus.load(lotId))).toBe(5);
    await waitFor(async () => (await held(lotId)) === 0);
    expect((await cart(buyers[0]!)).cartItems).toEqual([]);
  });

  it("answers the spec's messages: 'Product id required', 'Enter quantity'", async () => {
    const b = buyers[0]!;
    const noId = await add(b, [{ qty: 1 }]);
    expect([noId.status, noId.body.data.message]).toEqual([400, 'Product id required']);
    const noQty = await add(b, [{ product_id: lotId, qty: '' }]);
    expect([noQty.status, noQty.body.data.message]).toEqual([400, 'Enter quantity']);
  });

  it('refuses buy now on a lot that does not offer it, and takes nothing of an earlier entry', async () => {
    const plain = await newLot({ buynow: 0, bprice: 0 });
    const b = buyers[1]!;
    const r = await add(b, [
      { product_id: lotId, qty: 2 },
      { product_id: plain, qty: 1 },
    ]);
    expect([r.status, r.body.data.message]).toEqual([422, 'Buy now is not available']);
    expect(availableQty(await bus.load(lotId))).toBe(5);
  });

  it('keeps the shipping address saved on the cart as its cartLocation', async () => {
    const b = buyers[2]!;
    const address = { address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
    expect((await h.post('cart/saveAddress', address, b.token)).status).toBe(200);
    await waitFor(async () => (await cart(b)).cartLocation !== null);
    expect((await cart(b)).cartLocation).toEqual({
      ...address,
      address2: null,
      country: 'US',
      phone: '+1',
    });
  });
});
