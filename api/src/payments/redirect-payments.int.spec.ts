import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balancesOf,
  type Buyer,
  lotCard,
  newLot,
  passTheClose,
  storedEvents,
  winTwoLotsAtTheClose,
} from '../../test/commerce-fixtures.js';
import { startAsAdmin } from '../../test/backoffice-fixtures.js';
import { type Harness, signUp, waitFor } from '../../test/http-harness.js';
import { trialBalance } from '../ledger/domain/index.js';
import { releaseKey } from './release-deposits/release-deposit.handler.js';

/**
 * Issue 25, the redirect gateway: `payment/rosoom_payment` answers a link to the local SANDBOX
 * gateway; its Pay or Cancel sends the browser back with a signed answer that
 * `payment/rosoom_response` believes only unchanged, and settles once however often it comes.
 */
describe('Paying an invoice through the redirect gateway (SANDBOX), over HTTP', () => {
  let h: Harness;
  let admin: string;
  let buyer: Buyer;
  const inv: Record<string, string> = {};
  /** The gateway's answer that paid the emerald's invoice. */
  let paidAnswer: Record<string, string> = {};

  const invoice = async (id: string) =>
    (await h.post('invoice/invoice', { id }, buyer.token)).body.data.responseData;
  const ledger = async () => {
    const entries = await storedEvents(h, 'LedgerEntryRecorded');
    return {
      keys: entries.map((e) => (e.data as { key: string }).key),
      balances: balancesOf(entries),
    };
  };
  /** Starts a payment as the web does (its Origin names where to come back). */
  const start = async (invoiceId: string, commandId: string, extra: object = {}) => {
    const res = await fetch(`${h.baseUrl}/api/payment/rosoom_payment`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${buyer.token}`,
        origin: h.baseUrl,
      },
      body: JSON.stringify({
        ...(invoiceId ? { invoice_id: invoiceId } : {}),
        commandId,
        ...extra,
      }),
    });
    const body = (await res.json()) as { data: { code?: string; responseData: { link: string } } };
    return { status: res.status, code: body.data.code, link: body.data.responseData?.link ?? '' };
  };
  /** Presses Pay or Cancel on the sandbox gateway's page: the answer it sends the browser back with. */
  const press = async (link: string, status: 'paid' | 'cancelled') => {
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('SANDBOX');
    const form = new URLSearchParams(new URL(link).searchParams);
    form.set('status', status);
    const res = await fetch(new URL('/pay', link), {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(`${h.baseUrl}/rosoom_success`);
    return Object.fromEntries(back.searchParams) as Record<string, string>;
  };
  const respond = (answer: Record<string, string>) => h.post('payment/rosoom_response', answer);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin({ schedulerTickMs: 50 }));
    buyer = await signUp(h, 'Rosa', 'rosa@redirect.test');
    const lots = await winTwoLotsAtTheClose(h, admin, buyer, {
      deposited: { title: 'Emerald', pricing: 'per_item', qty: 1, sprice: 1_000 },
      ringTitle: 'Silver ring',
      creditNote: 'Bank transfer 9',
      depositNote: 'Bid Deposit - Emerald',
    });
    for (const [name, id] of [
      ['emerald', lots[0]],
      ['ring', lots[1]],
    ] as const) {
      await waitFor(async () => (await lotCard(h, id ?? '', buyer.token))?.common_invoice != null);
      inv[name] = (await lotCard(h, id ?? '', buyer.token)).common_invoice;
      await waitFor(async () => (await invoice(inv[name] ?? '')) != null);
    }
  });
  afterAll(async () => h?.close());

  it('answers a signed link to the SANDBOX gateway, the same link for a retried command', async () => {
    const first = await start(inv.emerald ?? '', 'rosoom-1');
    expect(first.status).toBe(200);
    expect(new URL(first.link).searchParams.get('amount')).toBe('80000');
    expect((await start(inv.emerald ?? '', 'rosoom-1')).link).toBe(first.link);
    const pending = await h.post('paymentThird/rosoom/getPendingTransaction', {}, buyer.token);
    expect(pending.body.data.responseData.records).toMatchObject([
      { subject_id: inv.emerald, amount: 800, status: 'pending', provider: 'rosoom' },
    ]);
  });

  it('refuses a link whose amount was changed on the way to the gateway', async () => {
    const { link } = await start(inv.emerald ?? '', 'rosoom-1');
    const altered = new URL(link);
    altered.searchParams.set('amount', '100');
    expect((await fetch(altered)).status).toBe(400);
  });

  it('refuses a tampered or forged answer with 400 and records nothing', async () => {
    const forged = {
      provider: 'rosoom',
      payment_id:
        (await start(inv.emerald ?? '', 'rosoom-1')).link.match(/payment_id=([^&]+)/)?.[1] ?? '',
      payer_id: buyer.id,
      status: 'paid',
      amount: '80000',
      reference: 'forged',
      signature: 'ab'.repeat(32),
    };
    const before = await ledger();
    expect((await respond(forged)).status).toBe(400);
    for (const change of [
      { amount: '100' },
      { payer_id: 'someone-else' },
      { status: 'cancelled' },
    ]) {
      const r = await respond({ ...forged, ...change });
      expect([r.status, r.body.data.code]).toEqual([400, 'payment.invalid-signature']);
    }
    expect((await h.post('paymentThird/paytm/paytm_response', forged)).status).toBe(400);
    expect((await ledger()).keys).toEqual(before.keys);
    expect(await storedEvents(h, 'RedirectPaymentSettled')).toHaveLength(0);
    const pending = await h.post('paymentThird/rosoom/getPendingTransaction', {}, buyer.token);
    expect(pending.body.data.responseData.records).toHaveLength(1);
  });

  it("is paid once the gateway takes the money, even if the payer's browser never comes back", async () => {
    const before = await ledger();
    const answer = await press((await start(inv.emerald ?? '', 'rosoom-1')).link, 'paid');
    paidAnswer = answer;
    // The gateway posted its answer before sending the browser back: settled already.
    expect(await storedEvents(h, 'RedirectPaymentSettled')).toHaveLength(1);
    await waitFor(async () => (await invoice(inv.emerald ?? '')).status === 'paid');
    const after = await ledger();
    expect(after.keys.length - before.keys.length).toBe(1);
    // The same answer changed on the way back is still refused, and changes nothing.
    const changes: Record<string, string>[] = [
      { amount: '100' },
      { reference: 'other' },
      { signature: '0'.repeat(64) },
    ];
    for (const change of changes)
      expect((await respond({ ...answer, ...change })).status).toBe(400);
    expect((await ledger()).keys).toEqual(after.keys);
  });

  it('pays the invoice once, however often the signed answer comes back', async () => {
    const answer = paidAnswer;
    const before = await ledger();
    const replies = [await respond(answer), await respond(answer), await respond(answer)];
    for (const r of replies) {
      expect(r.status).toBe(200);
      expect(r.body.data.responseData).toMatchObject({
        status: 'paid',
        amount: 800,
        credited_to_wallet: false,
      });
    }
    expect(await storedEvents(h, 'RedirectPaymentSettled')).toHaveLength(1);
    const payments = await storedEvents(h, 'InvoicePaymentRecorded');
    expect(
      payments.filter((e) => (e.data as { key: string }).key.startsWith('redirect:')),
    ).toHaveLength(1);
    const after = await ledger();
    expect(after.keys).toEqual(before.keys);
    expect(trialBalance(after.balances)).toBe(0);
    expect((await invoice(inv.emerald ?? '')).balance_due).toBe(0);
  });

  it('moves nothing when the payer cancels on the gateway, and forgets the pending payment', async () => {
    const before = await ledger();
    const answer = await press((await start(inv.ring ?? '', 'rosoom-2')).link, 'cancelled');
    const r = await respond(answer);
    expect(r.body.data.responseData).toMatchObject({ status: 'cancelled' });
    expect((await ledger()).keys).toEqual(before.keys);
    const pending = await h.post('paymentThird/rosoom/getPendingTransaction', {}, buyer.token);
    expect(pending.body.data.responseData.records).toEqual([]);
    // A 'paid' answer after the cancel is not the gateway's (its signature covers the status).
    expect((await respond({ ...answer, status: 'paid' })).status).toBe(400);
  });

  it("credits the wallet when the invoice was paid meanwhile: the gateway's money is never lost", async () => {
    const { link } = await start(inv.ring ?? '', 'rosoom-3');
    await h.post(
      'credit/payCartWallet',
      { invoice_id: inv.ring, commandId: 'wallet-ring' },
      buyer.token,
    );
    const answer = await press(link, 'paid');
    const r = await respond(answer);
    expect(r.body.data.responseData).toMatchObject({ status: 'paid', credited_to_wallet: true });
    expect(trialBalance((await ledger()).balances)).toBe(0);
  });

  describe("a lot's bid deposit (the spec's payCartRosoom)", () => {
    /** A $500 item whose bidders first pay a $150 deposit, open for bidding. */
    const lotWithDeposit = (title: string) =>
      newLot(h, admin, {
        title,
        pricing: 'per_item',
        qty: 1,
        sprice: 500,
        deposit: 1,
        deposit_amount: 150,
      });
    const deposit = (lotId: string, commandId: string) =>
      start('', commandId, {
        pay_type: 'bid_deposit',
        cart_id: lotId,
        payment_object: { type: 'projects', amount: 0 },
      });

    it("asks for the lot's deposit, and has the lot record it once the gateway took it", async () => {
      const lot = await lotWithDeposit('Tanzanite');
      const { link } = await deposit(lot, 'rosoom-deposit-1');
      const onCart = await h.post(
        'paymentThird/rosoom/getPendingOnCartTransaction',
        { cart_id: lot },
        buyer.token,
      );
      expect(onCart.body.data.responseData.records).toMatchObject([
        { purpose: 'bid-deposit', subject_id: lot, amount: 150, status: 'pending' },
      ]);
      expect(new URL(link).searchParams.get('amount')).toBe('15000');
      const answer = await press(link, 'paid');
      const first = await respond(answer);
      await respond(answer);
      expect(first.body.data.responseData).toMatchObject({
        purpose: 'bid-deposit',
        status: 'paid',
        credited_to_wallet: false,
      });
      await waitFor(async () => (await lotCard(h, lot, buyer.token))?.bid_deposit_id != null);
      const recorded = await storedEvents(h, 'BidDepositRecorded');
      expect(recorded.filter((e) => (e.data as { lotId: string }).lotId === lot)).toHaveLength(1);
      expect(trialBalance((await ledger()).balances)).toBe(0);
      // Paid: a second deposit for the lot is refused before the payer is sent anywhere.
      const again = await deposit(lot, 'rosoom-deposit-2');
      expect([again.status, again.code]).toEqual([422, 'deposit.payment-refused']);
    });

    it('refuses a deposit on a lot without one, or below it, before the payer leaves', async () => {
      const lot = await lotWithDeposit('Spinel');
      const low = await start('', 'rosoom-deposit-3', {
        pay_type: 'bid_deposit',
        product_id: lot,
        amount: '10',
      });
      expect([low.status, low.code]).toEqual([422, 'deposit.insufficient']);
    });

    it('keeps the money on the wallet when the lot closed before the answer came back', async () => {
      const lot = await lotWithDeposit('Iolite');
      const { link } = await deposit(lot, 'rosoom-deposit-4');
      await passTheClose(h);
      const answer = await press(link, 'paid');
      const r = await respond(answer);
      expect(r.body.data.responseData).toMatchObject({ status: 'paid', credited_to_wallet: true });
      expect((await respond(answer)).body.data.responseData).toMatchObject({
        credited_to_wallet: true,
      });
      const { keys, balances } = await ledger();
      const key = `system:redirect:${answer.payment_id}`;
      expect(keys.filter((k) => k === key)).toHaveLength(1);
      // Given back to the wallet once: by this payment's own saga, or by the close's release of
      // the lot's deposits when that saw the deposit first (the ledger lets only the first move it).
      const releases = [`${key}:release`, `system:${releaseKey(lot, buyer.id)}`];
      expect(keys.filter((k) => releases.includes(k))).toHaveLength(1);
      expect(trialBalance(balances)).toBe(0);
    });
  });
});
