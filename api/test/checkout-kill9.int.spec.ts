import { join } from 'node:path';
import { openSqliteEventStore } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialBalance } from '../src/ledger/domain/index.js';
import {
  adminToken,
  balancesOf,
  cartHas,
  createBuyNowLot,
  creditWallet,
  type Post,
  SHIPPING_ADDRESS,
} from './commerce-fixtures.js';
import { waitFor } from './http-harness.js';
import { ChildApi } from './child-api.js';
import { solvedCaptcha } from './captcha-answer.js';

/**
 * Issue 16: kill -9 during checkout and during payment, then the same command ids again. The real
 * server runs as a child process on one SQLite file; FACET_CRASH_AT kills it with SIGKILL at a
 * named step (shared/faults/crash-point.ts), the way a power cut would, and it is started again
 * on the same file.
 */
describe('Checkout and payment survive kill -9', () => {
  // ChildApi turns load shedding off: on a loaded CI box a 503 "busy" would stand in for the crash.
  let api: ChildApi;
  const start = (crashAt?: string) => api.start({ FACET_CRASH_AT: crashAt ?? '' });
  const exited = () => api.exited().then((e) => e.signal);
  const call: Post = (path, body, token) => api.post(path, body, token);

  beforeAll(async () => {
    api = await ChildApi.onTempDir('facet-kill9-');
  });

  afterAll(() => api.dispose());

  it('finishes one invoice, pays it once and balances the ledger after two SIGKILLs', async () => {
    await start('checkout:after-sell');
    const admin = await adminToken(call);
    const reg = await call('user/register', {
      captcha: await solvedCaptcha(call),
      first_name: 'Kim',
      last_name: 'Buyer',
      email: 'kim@kill9.test',
      password: 'correct-horse',
      confirm_password: 'correct-horse',
      termcheck: 1,
    });
    const buyer = reg.body.data.responseData as { token: string; user: { id: string } };
    const lotId = await createBuyNowLot(call, admin, Date.now(), {
      title: 'Pearl necklace',
      desc_proc: '<p>pearls</p>',
      bprice: 150,
    });
    const credited = await creditWallet(call, admin, {
      userId: buyer.user.id,
      dollars: 1000,
      note: 'Bank transfer',
      commandId: 'k9-credit',
    });
    expect(credited.status).toBe(200);
    let added = { status: 0 };
    for (let i = 0; i < 40 && added.status !== 200; i++) {
      added = await call(
        'buynow/addToCart',
        { cart: [{ product_id: lotId, qty: 2 }] },
        buyer.token,
      );
      if (added.status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(added.status).toBe(200);
    await waitFor(() => cartHas(call, buyer.token, lotId));

    // 1. Killed after the lot sold the hold, before the invoice was numbered and raised.
    const killed = exited();
    await expect(
      call('cart/checkout', { commandId: 'k9-checkout' }, buyer.token),
    ).rejects.toThrow();
    expect(await killed).toBe('SIGKILL');

    // 2. The same checkout finishes the same invoice; the payment is killed after the wallet paid.
    await start('pay-wallet:after-ledger');
    const checkout = await call('cart/checkout', { commandId: 'k9-checkout' }, buyer.token);
    expect(checkout.status).toBe(200);
    const invoiceId = checkout.body.data.responseData.invoice_id as string;
    const shipping = { ...SHIPPING_ADDRESS, invoice_id: invoiceId };
    expect((await call('cart/saveAddress', shipping, buyer.token)).status).toBe(200);
    expect(checkout.body.data.responseData.total).toBe(300);
    const killedAgain = exited();
    await expect(
      call('credit/payCartWallet', { invoice_id: invoiceId, commandId: 'k9-pay' }, buyer.token),
    ).rejects.toThrow();
    expect(await killedAgain).toBe('SIGKILL');

    // 3. Retries with the same command ids finish the payment, once.
    await start();
    const again = await call('cart/checkout', { commandId: 'k9-checkout' }, buyer.token);
    expect(again.body.data.responseData.invoice_id).toBe(invoiceId);
    for (let i = 0; i < 2; i++) {
      const paid = await call(
        'credit/payCartWallet',
        { invoice_id: invoiceId, commandId: 'k9-pay' },
        buyer.token,
      );
      expect([paid.status, paid.body.data.responseData]).toMatchObject([
        200,
        { amount: 300, balance_due: 0 },
      ]);
    }
    await api.stop();

    const store = openSqliteEventStore({ file: join(api.dataDir, 'facet.sqlite') });
    try {
      const all = await store.readAll();
      const of = (type: string) => all.filter((e) => e.type === type);
      expect(of('InvoiceRaised')).toHaveLength(1);
      expect(of('InvoiceNumberAssigned')).toHaveLength(1);
      expect(
        of('InvoicePaymentRecorded').map((e) => (e.data as { amount: number }).amount),
      ).toEqual([300_00]);
      const sold = of('BuyNowCheckedOut').map((e) => e.data as { lotId: string; qty: number });
      expect(sold).toEqual([expect.objectContaining({ lotId, qty: 2 })]);
      const balances = balancesOf(of('LedgerEntryRecorded'));
      expect(trialBalance(balances)).toBe(0);
      // $1,000 credited, $300 paid once.
      expect(balances['wallet:' + buyer.user.id]).toBe(-700_00);
    } finally {
      await store.close?.();
    }
  }, 120_000);
});
