import { join } from 'node:path';
import { openSqliteEventStore } from '@facet/event-store';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialBalance } from '../src/ledger/domain/index.js';
import { stripeMock } from '../src/payments/stripe/stripe-mock.testing.js';
import { ChildApi } from './child-api.js';
import { adminToken, balancesOf, cartHas, createBuyNowLot, shipTo } from './commerce-fixtures.js';
import { waitFor } from './http-harness.js';
import { solvedCaptcha } from './captcha-answer.js';

const SECRET = 'whsec_facet_test';
const HOUR = '3600000';

/**
 * Issue 25: Stripe (stripe-mock) behind the payments port. The api is killed with SIGKILL between
 * Stripe's answer and our ledger entry (FACET_CRASH_AT=pay-online:after-authorize), twice. One
 * payment is settled by Stripe's webhook, delivered three times and out of order (and once
 * tampered); the other by the reconciliation at the next start. Each is paid once.
 */
describe('Stripe payments survive kill -9: webhooks and reconciliation settle them once', () => {
  let api: ChildApi;
  let mockUrl: string;
  const stripe = new Stripe('sk_test_facet');
  const stripeEnv = (extra: Record<string, string>) => ({
    STRIPE_SECRET_KEY: 'sk_test_facet',
    STRIPE_API_BASE: mockUrl,
    STRIPE_WEBHOOK_SECRET: SECRET,
    PAYMENT_RECONCILE_MS: '500',
    ...extra,
  });
  const webhook = (body: string, signature: string, path = 'payment/stripe_payment') =>
    fetch(`http://127.0.0.1:${api.port}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
  const intentEvent = (id: string, type: string, key: string, amount: number) =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      created: 1_795_000_000,
      livemode: false,
      api_version: '2026-10-28.endive',
      data: {
        object: {
          id: `pi_${id}`,
          object: 'payment_intent',
          amount,
          status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_capture',
          metadata: { facet_key: key },
        },
      },
    });
  const signed = (payload: string) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });

  beforeAll(async () => {
    mockUrl = (await stripeMock()).url;
    api = await ChildApi.onTempDir('facet-stripe-kill9-');
  });
  afterAll(async () => api?.dispose());

  it('pays each invoice once, and a tampered webhook changes nothing', async () => {
    await api.start(
      stripeEnv({ FACET_CRASH_AT: 'pay-online:after-authorize', PAYMENT_RECONCILE_GRACE_MS: HOUR }),
    );
    const admin = await adminToken(api.post);
    const reg = await api.post('user/register', {
      captcha: await solvedCaptcha(api.post),
      first_name: 'Sol',
      last_name: 'Buyer',
      email: 'sol@stripe.test',
      password: 'correct-horse',
      confirm_password: 'correct-horse',
      termcheck: 1,
    });
    const buyer = reg.body.data.responseData as { token: string; user: { id: string } };
    const lotId = await createBuyNowLot(api.post, admin, Date.now(), {
      title: 'Rough 3ct',
      bprice: 150,
    });
    const checkout = async (commandId: string) => {
      let added = { status: 0 };
      for (let i = 0; i < 40 && added.status !== 200; i++) {
        added = await api.post(
          'buynow/addToCart',
          { cart: [{ product_id: lotId, qty: 1 }] },
          buyer.token,
        );
        if (added.status !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      await waitFor(() => cartHas(api.post, buyer.token, lotId));
      const r = await api.post('cart/checkout', { commandId }, buyer.token);
      expect(r.status).toBe(200);
      await shipTo(api.post, buyer.token, r.body.data.responseData.invoice_id as string);
      return r.body.data.responseData.invoice_id as string;
    };
    const payOnline = (invoice_id: string, commandId: string) =>
      api.post(
        'credit/payCartOnline',
        { invoice_id, commandId, payment_method: 'pm_card_visa' },
        buyer.token,
      );
    const invoice = async (id: string) =>
      (await api.post('invoice/invoice', { id }, buyer.token)).body.data.responseData as {
        balance_due: number;
      };

    // 1. Killed after Stripe held the money for invoice A, before anything of ours recorded it.
    const invoiceA = await checkout('co-a');
    let killed = api.exited();
    await expect(payOnline(invoiceA, 'pay-a')).rejects.toThrow();
    expect((await killed).signal).toBe('SIGKILL');

    // 2. The same for invoice B.
    await api.start(
      stripeEnv({ FACET_CRASH_AT: 'pay-online:after-authorize', PAYMENT_RECONCILE_GRACE_MS: HOUR }),
    );
    const invoiceB = await checkout('co-b');
    killed = api.exited();
    await expect(payOnline(invoiceB, 'pay-b')).rejects.toThrow();
    expect((await killed).signal).toBe('SIGKILL');

    // 3. Up again; reconciliation waits an hour, so only the webhook settles A.
    await api.start(stripeEnv({ PAYMENT_RECONCILE_GRACE_MS: HOUR }));
    expect((await invoice(invoiceA)).balance_due).toBe(150);
    const keyA = `${buyer.user.id}:pay-a`;
    const succeeded = intentEvent('evt_a1', 'payment_intent.succeeded', keyA, 150_00);
    const held = intentEvent('evt_a0', 'payment_intent.amount_capturable_updated', keyA, 150_00);

    // Tampered: the amount changed after signing, or no signature at all: 400, nothing moves.
    const tampered = await webhook(succeeded.replace('15000', '1'), signed(succeeded));
    expect(tampered.status).toBe(400);
    expect((await webhook(succeeded, '')).status).toBe(400);
    expect((await invoice(invoiceA)).balance_due).toBe(150);

    // Three deliveries of 'succeeded', then the earlier 'held' arriving last, on both paths.
    const answers = [];
    for (const [body, path] of [
      [succeeded, 'payment/stripe_payment'],
      [succeeded, 'paymentThird/stripe/stripe_payment'],
      [succeeded, 'payment/stripe_payment'],
      [held, 'paymentThird/stripe/stripe_payment'],
    ] as const) {
      const r = await webhook(body, signed(body), path);
      answers.push([r.status, ((await r.json()) as any).data.responseData.duplicate]);
    }
    expect(answers).toEqual([
      [200, false],
      [200, true],
      [200, true],
      [200, false],
    ]);
    expect((await invoice(invoiceA)).balance_due).toBe(0);
    expect((await invoice(invoiceB)).balance_due).toBe(150);
    await api.stop();

    // 4. Reconciliation at start (no grace) settles B to the same end state.
    await api.start(stripeEnv({ PAYMENT_RECONCILE_GRACE_MS: '0' }));
    await waitFor(async () => (await invoice(invoiceB)).balance_due === 0, 20_000);
    // The buyer's client retrying either payment gets the same answer; nothing is paid twice.
    for (const [id, cmd] of [
      [invoiceA, 'pay-a'],
      [invoiceB, 'pay-b'],
    ] as const) {
      const again = await payOnline(id, cmd);
      expect([again.status, again.body.data.responseData]).toMatchObject([
        200,
        { amount: 150, balance_due: 0 },
      ]);
    }
    await api.stop();

    const store = openSqliteEventStore({ file: join(api.dataDir, 'facet.sqlite') });
    try {
      const all = await store.readAll();
      const of = (type: string) => all.filter((e) => e.type === type);
      const paid = of('InvoicePaymentRecorded').map(
        (e) => e.data as { invoiceId?: string; key: string; amount: number },
      );
      expect(paid.map((p) => [p.key, p.amount]).sort()).toEqual([
        [keyA, 150_00],
        [`${buyer.user.id}:pay-b`, 150_00],
      ]);
      const entries = of('LedgerEntryRecorded');
      const keys = entries.map((e) => (e.data as { key: string }).key);
      expect(keys.filter((k) => k === `system:${keyA}`)).toHaveLength(1);
      expect(keys.filter((k) => k === `system:${buyer.user.id}:pay-b`)).toHaveLength(1);
      expect(trialBalance(balancesOf(entries))).toBe(0);
      expect(of('ProviderEventReceived')).toHaveLength(2);
      expect(of('OnlinePaymentStarted')).toHaveLength(2);
    } finally {
      await store.close?.();
    }
  }, 180_000);
});
