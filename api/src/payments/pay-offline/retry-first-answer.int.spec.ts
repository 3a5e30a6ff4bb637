import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  adminToken,
  type Buyer,
  newBuyNowLot,
} from '../../../test/commerce-fixtures.js';
import { type Harness, signUp, startHarness } from '../../../test/http-harness.js';

/**
 * Issue 28 item 7 beyond bids: a checkout and a bank transfer marked received, retried with their
 * commandId after a later payment and after a restart, answer as they first did (the balance due
 * the payment left, not the one now).
 */
describe('Retried checkout and payments get their first answer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'facet-retry-pay-'));
  let h: Harness;
  let admin: string;
  let buyer: Buyer;
  const first: Record<string, unknown> = {};
  const checkout = () => h.post('cart/checkout', { commandId: 'checkout-1' }, buyer.token);
  const received = (invoiceId: string, amount: number, commandId: string) =>
    h.post(
      'seller/offline/payCartOffline',
      { invoice_id: invoiceId, amount, reference: `wire ${commandId}`, commandId },
      admin,
    );

  beforeAll(async () => {
    h = await startHarness({}, dir);
    admin = await adminToken(h.post);
    buyer = await signUp(h, 'Pia', 'pia@retry-pay.test');
    const lot = await newBuyNowLot(h, admin, { bprice: 1_000, qty: 1 });
    await addToCart(h, buyer, lot, 1);
  });
  afterAll(async () => {
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a retried transfer with the balance due it left, after another transfer', async () => {
    const out = await checkout();
    expect(out.status).toBe(200);
    first.checkout = out.body;
    const invoiceId = out.body.data.responseData.invoice_id as string;
    const bank1 = await received(invoiceId, 300, 'bank-1');
    expect(bank1.status).toBe(200);
    first.bank1 = bank1.body;
    expect((await received(invoiceId, 200, 'bank-2')).status).toBe(200);
    expect((await received(invoiceId, 300, 'bank-1')).body).toEqual(first.bank1);
    expect((await checkout()).body).toEqual(first.checkout);
  });

  it('answers them the same after a restart', async () => {
    await h.close();
    h = await startHarness({}, dir);
    admin = await adminToken(h.post);
    const invoiceId = (first.checkout as { data: { responseData: { invoice_id: string } } }).data
      .responseData.invoice_id;
    expect((await received(invoiceId, 300, 'bank-1')).body).toEqual(first.bank1);
    expect((await checkout()).body).toEqual(first.checkout);
  });
});
