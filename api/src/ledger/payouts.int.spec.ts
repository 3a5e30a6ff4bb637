import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  type Buyer,
  createBuyNowLot,
  ledgerBalances,
  storedEvents,
  waitUntilOpen,
  shipTo,
} from '../../test/commerce-fixtures.js';
import { newSeller, startAsAdmin } from '../../test/backoffice-fixtures.js';
import { type Harness, responseData, signUp, waitFor } from '../../test/http-harness.js';
import { trialBalance } from './domain/index.js';

/**
 * Issue 25, sellers' payouts over HTTP: a paid invoice owes the seller the price less the
 * platform's commission (the site's rate, or the seller's own); an admin pays it out, never more
 * than is payable and once per command id, and only to the seller's verified bank account (its
 * last four digits on the record); a refund to the card goes back through the gateway.
 */
describe('Seller payouts and the money desk, over HTTP', () => {
  let h: Harness;
  let admin: string;
  let seller: Buyer;
  let buyer: Buyer;

  const payouts = async (token = seller.token) =>
    responseData(await h.post('seller/payouts/statement', {}, token));
  const payout = (body: Record<string, unknown>) => h.post('admin/payouts/record', body, admin);

  /** The seller saves a bank account on the offline card and bank service; its source id. */
  async function sellerBank(source: string, last4: string, bank_name: string): Promise<string> {
    await h.post('customer/create', {}, seller.token);
    const r = await h.post('customer/source/create', { source, last4, bank_name }, seller.token);
    expect(r.status).toBe(200);
    return responseData(r).id as string;
  }

  /** The buyer buys one $200 item of the seller's and checks out; the invoice's id. */
  async function boughtInvoice(commandId: string): Promise<string> {
    const lotId = await createBuyNowLot(h.post, seller.token, h.clock.now().getTime());
    await waitUntilOpen(h, lotId);
    await addToCart(h, buyer, lotId, 1);
    const r = await h.post('cart/checkout', { commandId }, buyer.token);
    expect(r.status).toBe(200);
    await shipTo(h.post, buyer.token, responseData(r).invoice_id as string);
    return responseData(r).invoice_id as string;
  }

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    seller = await newSeller(h, 'sel@payouts.test');
    buyer = await signUp(h, 'Bea', 'bea@payouts.test');
    const set = await h.post(
      'seller/setting/configurationAction',
      { name: 'platform_commission_percent', value: '10' },
      admin,
    );
    expect(set.status).toBe(200);
  });
  afterAll(async () => h?.close());

  it('owes the seller $180 of a $200 sale paid by bank transfer (10% commission, C4)', async () => {
    const invoiceId = await boughtInvoice('co-1');
    await h.post('offline/payCartOffline', { invoice_id: invoiceId }, buyer.token);
    const r = await h.post(
      'seller/offline/payCartOffline',
      { invoice_id: invoiceId, reference: 'WIRE-1', commandId: 'recv-1' },
      admin,
    );
    expect(r.status).toBe(200);
    await waitFor(async () => (await payouts()).summary.due === 180);
    expect((await payouts()).summary).toMatchObject({
      seller_id: seller.id,
      earned: 180,
      paid_out: 0,
      effective_commission_percent: '10',
    });
  });

  it('refuses a payout while the seller has no verified bank account, and offers none to choose (P3)', async () => {
    const none = await h.post('admin/payouts/bankAccounts', { user_id: seller.id }, admin);
    expect(responseData(none).records).toEqual([]);
    const r = await payout({
      user_id: seller.id,
      amount: 10,
      reference: 'OUT-X',
      commandId: 'po-x',
    });
    expect([r.status, r.body.data.message, r.body.data.code]).toEqual([
      422,
      'Seller has no verified bank account',
      'payout.no-verified-bank-account',
    ]);
    // An account added but not yet verified by its micro-deposits is no place to pay either.
    const bank = await sellerBank('btok_us_verified', '6789', 'STRIPE TEST BANK');
    const unverified = await payout({
      user_id: seller.id,
      amount: 10,
      reference: 'OUT-X',
      bank_account_id: bank,
      commandId: 'po-x',
    });
    expect([unverified.status, unverified.body.data.message]).toEqual([
      422,
      'Seller has no verified bank account',
    ]);
    const verify = (source_id: string) =>
      h.post('customer/source/verify', { source_id, amounts: [32, 45] }, seller.token);
    expect((await verify(bank)).status).toBe(200);
    const offered = responseData(
      await h.post('admin/payouts/bankAccounts', { user_id: seller.id }, admin),
    );
    expect(offered.records).toEqual([
      { id: bank, bank_name: 'STRIPE TEST BANK', last4: '6789', is_default: expect.any(Boolean) },
    ]);
    const elsewhere = await payout({
      user_id: seller.id,
      amount: 10,
      reference: 'OUT-X',
      bank_account_id: 'ba_someone_elses',
      commandId: 'po-y',
    });
    expect([elsewhere.status, elsewhere.body.data.code]).toEqual([
      422,
      'payout.bank-account-not-verified',
    ]);
  });

  it("refuses a payout above what is payable with 'Payout exceeds the amount payable'", async () => {
    const r = await payout({
      user_id: seller.id,
      amount: 180.01,
      reference: 'OUT-0',
      commandId: 'po-0',
    });
    expect([r.status, r.body.data.message]).toEqual([422, 'Payout exceeds the amount payable']);
  });

  it('records a $100 payout once however often it is sent (P2), and the seller sees it paid', async () => {
    const body = { user_id: seller.id, amount: 100, reference: 'OUT-1', commandId: 'po-1' };
    const [first, again] = [await payout(body), await payout(body)];
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(responseData(first)).toMatchObject({
      amount: 100,
      due: 80,
      bank_name: 'STRIPE TEST BANK',
      last4: '6789',
    });
    const entries = await storedEvents(h, 'LedgerEntryRecorded');
    const paid = entries.filter((e) => (e.data as { reason: string }).reason === 'seller-payout');
    expect(paid).toHaveLength(1);
    expect(paid[0]?.data).toMatchObject({
      paidTo: { bankName: 'STRIPE TEST BANK', last4: '6789' },
    });
    await waitFor(async () => (await payouts()).summary.paid_out === 100);
    const mine = await payouts();
    expect(mine.summary.due).toBe(80);
    expect(mine.records).toMatchObject([
      { amount: 100, reference: 'OUT-1', bank_name: 'STRIPE TEST BANK', last4: '6789' },
    ]);
    const desk = responseData(await h.post('admin/payouts/sellers', {}, admin));
    expect(desk.records).toContainEqual(expect.objectContaining({ seller_id: seller.id, due: 80 }));
  });

  it("applies the seller's own commission to invoices raised after it is set", async () => {
    const set = await h.post(
      'seller/setting/saveSellerCommission',
      { user_id: seller.id, percent: '5' },
      admin,
    );
    expect(set.status).toBe(200);
    const invoiceId = await boughtInvoice('co-2');
    expect(
      (
        await h.post(
          'credit/payCartOnline',
          { invoice_id: invoiceId, commandId: 'on-2' },
          buyer.token,
        )
      ).status,
    ).toBe(200);
    // $80 due + $200 less 5%.
    await waitFor(async () => (await payouts()).summary.due === 270);
  });

  it('refunds an online payment to the card: the seller owes it back, the money leaves the house', async () => {
    const invoiceId = await boughtInvoice('co-3');
    await h.post('credit/payCartOnline', { invoice_id: invoiceId, commandId: 'on-3' }, buyer.token);
    await waitFor(async () => (await payouts()).summary.due === 460);
    const refund = (commandId: string) =>
      h.post('admin/payments/refundInvoiceToCard', { invoice_id: invoiceId, commandId }, admin);
    expect((await refund('rf-1')).status).toBe(200);
    expect((await refund('rf-1')).status).toBe(200);
    const reasons = (await storedEvents(h, 'LedgerEntryRecorded')).map(
      (e) => (e.data as { reason: string }).reason,
    );
    expect(reasons.filter((r) => r === 'invoice-card-refund')).toHaveLength(1);
    await waitFor(async () => (await payouts()).summary.due === 270);
    const inv = responseData(await h.post('invoice/invoice', { id: invoiceId }, buyer.token));
    expect(inv.status).toBe('refunded');
  });

  it('refuses a refund to the card of an invoice paid otherwise', async () => {
    const invoiceId = await boughtInvoice('co-4');
    await h.post('offline/payCartOffline', { invoice_id: invoiceId }, buyer.token);
    await h.post(
      'seller/offline/payCartOffline',
      { invoice_id: invoiceId, commandId: 'recv-4' },
      admin,
    );
    const r = await h.post('admin/payments/refundInvoiceToCard', { invoice_id: invoiceId }, admin);
    expect([r.status, r.body.data.message]).toEqual([
      422,
      'Nothing on this invoice was paid by card',
    ]);
  });

  it("drills into the seller's payable: its entries newest first, and its balance", async () => {
    const r = await h.post(
      'admin/ledger/entries',
      { kind: 'seller-payable', owner: seller.id, limit: 2 },
      admin,
    );
    expect(r.status).toBe(200);
    const list = responseData(r);
    expect(list.totalRecords).toBe(6);
    expect(list.records).toHaveLength(2);
    expect(list.balance).toBe(-(270 + 190));
  });

  it('leaves the ledger balanced: the trial balance is zero', async () => {
    expect(trialBalance(await ledgerBalances(h))).toBe(0);
    const tb = responseData(await h.post('admin/ledger/trialBalance', {}, admin));
    expect(tb.balanced).toBe(true);
  });
});
