import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balancesOf,
  type Buyer,
  lotCard,
  storedEvents,
  winTwoLotsAtTheClose,
} from '../../test/commerce-fixtures.js';
import { startAsAdmin } from '../../test/backoffice-fixtures.js';
import { ADMIN, type Harness, signUp, waitFor } from '../../test/http-harness.js';
import { trialBalance } from '../ledger/domain/index.js';

/**
 * Issue 16, paying by bank transfer and the seller's and admin's invoice actions: the buyer
 * chooses the transfer, an admin marks it received (once), the seller cancels an unpaid invoice
 * and refunds a paid one to the buyer's wallet (once), and nobody else acts on an invoice.
 */
describe('Offline payment and invoice actions, over HTTP', () => {
  let h: Harness;
  let admin: string;
  let buyer: Buyer;
  let stranger: Buyer;
  let emerald: string;
  let ring: string;
  const inv: Record<string, string> = {};

  const card = (id: string) => lotCard(h, id, buyer.token);
  const invoice = async (id: string) =>
    (await h.post('invoice/invoice', { id }, buyer.token)).body.data.responseData;
  const events = (type: string) => storedEvents(h, type);
  const ledger = async () => {
    const entries = await events('LedgerEntryRecorded');
    const balances = balancesOf(entries);
    return { entries: entries.map((e) => e.data as { reason: string; key: string }), balances };
  };
  const markReceived = (body: Record<string, unknown>, token = admin) =>
    h.post('seller/offline/payCartOffline', body, token);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin({ schedulerTickMs: 50 }));
    buyer = await signUp(h, 'Bea', 'bea@offline.test');
    stranger = await signUp(h, 'Sam', 'sam@offline.test');
    [emerald, ring] = await winTwoLotsAtTheClose(h, admin, buyer, {
      deposited: { title: 'Emerald', pricing: 'per_item', qty: 1, sprice: 1_000 },
      ringTitle: 'Silver ring',
      creditNote: 'Bank transfer 7',
      depositNote: 'Bid Deposit - Emerald',
    });
    for (const [name, id] of [
      ['emerald', emerald],
      ['ring', ring],
    ] as const) {
      await waitFor(async () => (await card(id))?.common_invoice != null);
      inv[name] = (await card(id)).common_invoice;
      await waitFor(async () => (await invoice(inv[name] ?? '')) != null);
    }
  });
  afterAll(async () => h?.close());

  it("shows 'awaiting offline payment' once the buyer chooses a bank transfer", async () => {
    const r = await h.post('offline/payCartOffline', { invoice_id: inv.emerald }, buyer.token);
    expect(r.status).toBe(200);
    expect(r.body.data.responseData).toMatchObject({
      status: 'awaiting offline payment',
      balance_due: 800,
    });
    await waitFor(async () => (await invoice(inv.emerald ?? '')).status !== 'partly paid');
    expect(await invoice(inv.emerald ?? '')).toMatchObject({
      status: 'awaiting offline payment',
      balance_due: 800,
    });
  });

  it("finds it under the 'awaiting' tab, and by the spec's product/ names of the same calls", async () => {
    const awaiting = await h.post('invoice/allinvoices', { action: 'awaiting' }, buyer.token);
    expect(awaiting.body.data.responseData.records.map((r: { id: string }) => r.id)).toEqual([
      inv.emerald,
    ]);
    const viaProduct = await h.post('product/allinvoices', { action: 'awaiting' }, buyer.token);
    expect(viaProduct.body.data.responseData).toEqual(awaiting.body.data.responseData);
    const one = await h.post('product/invoice', { id: inv.emerald }, buyer.token);
    expect([one.status, one.body.data.responseData.status]).toEqual([
      200,
      'awaiting offline payment',
    ]);
  });

  // Issue 26: the invoice's own seller may too (SFB-5, seller-for-buyer.int.spec.ts); buyers never.
  it('refuses a buyer marking the transfer received (403), nothing recorded', async () => {
    for (const token of [buyer.token, stranger.token]) {
      const r = await markReceived({ invoice_id: inv.emerald, commandId: 'x' }, token);
      expect([r.status, r.body.data.code]).toEqual([403, 'auth.forbidden']);
    }
    expect(await events('InvoicePaymentRecorded')).toHaveLength(0);
  });

  it("refuses the buyer's offline choice on someone else's invoice (403)", async () => {
    const r = await h.post('offline/payCartOffline', { invoice_id: inv.ring }, stranger.token);
    expect([r.status, r.body.data.code]).toEqual([403, 'invoice.forbidden']);
  });

  it('pays the invoice once when the admin marks the transfer received, even retried', async () => {
    const body = { invoice_id: inv.emerald, reference: 'Bank 42', commandId: 'bank-1' };
    const first = await markReceived(body);
    expect(first.status).toBe(200);
    expect(first.body.data.responseData).toMatchObject({
      status: 'paid',
      amount: 800,
      paid: 1_000,
      balance_due: 0,
    });
    const retry = await markReceived(body);
    expect(retry.status).toBe(200);
    expect(retry.body.data.responseData).toMatchObject({ status: 'paid', amount: 800 });
    expect(await events('InvoicePaymentRecorded')).toHaveLength(1);
    const { entries, balances } = await ledger();
    expect(entries.filter((e) => e.reason === 'invoice-payment')).toHaveLength(1);
    expect(trialBalance(balances)).toBe(0);
    await waitFor(async () => (await invoice(inv.emerald ?? '')).status === 'paid');
    expect((await invoice(inv.emerald ?? '')).allTransactions).toMatchObject([
      { method: 'offline', amount: 800, reference: 'Bank 42', sandbox: false },
    ]);
  });

  it("lists the buyer's payments in invoice/alltransactions", async () => {
    const r = await h.post('invoice/alltransactions', { page: 1, limit: 10 }, buyer.token);
    expect(r.body.data.responseData).toMatchObject({
      totalRecords: 1,
      setDisp: 'Showing 1 of 1',
      records: [{ invoice_id: inv.emerald, method: 'offline', amount: 800 }],
    });
    const none = await h.post('invoice/alltransactions', {}, stranger.token);
    expect(none.body.data.responseData.totalRecords).toBe(0);
  });

  it('prints the invoice as a PDF with its number, total and payment, for its parties only', async () => {
    const pdf = (token: string) =>
      fetch(`${h.baseUrl}/api/invoice/pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ id: inv.emerald }),
      });
    const res = await pdf(buyer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) });
    const { text } = await parser.getText();
    await parser.destroy();
    const { number } = await invoice(inv.emerald ?? '');
    expect(text).toContain(`Invoice #${number}`);
    expect(text).toMatch(/Total\s+\$1,000\.00/);
    expect(text).toMatch(/Deposit applied\s+-\$200\.00/);
    expect(text).toMatch(/Payment \(offline\)[^\n]*-\$800\.00/);
    expect(text).toMatch(/Balance due\s+\$0\.00/);
    expect(text).toContain('bea@offline.test');
    expect((await pdf(admin)).status).toBe(200);
    expect((await pdf(stranger.token)).status).toBe(403);
  });

  it('lists the lots won as purchases, each with its invoice, and nothing bought yet', async () => {
    const won = await h.post('invoice/purchases', { type: 'won' }, buyer.token);
    expect(won.body.data.responseData.totalRecords).toBe(2);
    expect(won.body.data.responseData.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: emerald,
          purchase: 'won',
          invoice_id: inv.emerald,
          invoice_status: 'paid',
          purchased_total: 1_000,
        }),
        expect.objectContaining({ id: ring, purchase: 'won', invoice_id: inv.ring }),
      ]),
    );
    const bought = await h.post('invoice/purchases', { type: 'bought' }, buyer.token);
    expect(bought.body.data.responseData.totalRecords).toBe(0);
    const theirs = await h.post('invoice/purchases', {}, stranger.token);
    expect(theirs.body.data.responseData.totalRecords).toBe(0);
  });

  it('lists the invoices for their seller and an admin, with the parties on one invoice', async () => {
    const list = await h.post('seller/invoice/invoices', { action: 'all' }, admin);
    expect(list.status).toBe(200);
    expect(list.body.data.responseData.totalRecords).toBe(2);
    const paid = await h.post('seller/invoice/invoices', { action: 'paid' }, admin);
    expect(paid.body.data.responseData.records).toMatchObject([
      { id: inv.emerald, buyer_id: buyer.id, paid: 1_000 },
    ]);
    const one = await h.post('seller/user/invoice/invoice', { id: inv.emerald }, admin);
    expect(one.body.data.responseData).toMatchObject({
      id: inv.emerald,
      invoiceUser: { id: buyer.id, email: 'bea@offline.test' },
      invoiceSeller: { email: ADMIN.email },
    });
    expect((await h.post('seller/invoice/invoices', {}, stranger.token)).status).toBe(403);
    const peek = await h.post('seller/user/invoice/invoice', { id: inv.emerald }, stranger.token);
    expect(peek.status).toBe(403);
  });

  it('keeps the notes the seller or an admin adds with update_invoice, refused to the buyer', async () => {
    const note = { id: inv.emerald, note: 'Buyer called about the transfer' };
    const r = await h.post('seller/user/invoice/update_invoice', note, admin);
    expect(r.status).toBe(200);
    expect((await h.post('seller/user/invoice/update_invoice', note, buyer.token)).status).toBe(
      403,
    );
    const blank = await h.post('seller/user/invoice/update_invoice', { id: inv.emerald }, admin);
    expect([blank.status, blank.body.data.message]).toEqual([400, 'Required']);
    const detail = async () =>
      (await h.post('seller/user/invoice/invoice', { id: inv.emerald }, admin)).body.data
        .responseData;
    await waitFor(async () => (await detail()).notes.length === 1);
    expect((await detail()).notes).toMatchObject([{ note: 'Buyer called about the transfer' }]);
    expect(await invoice(inv.emerald ?? '')).not.toHaveProperty('notes');
  });

  it('cancels an unpaid invoice, and refuses to cancel a paid one', async () => {
    const paid = await h.post(
      'seller/invoice/changeStatus',
      { id: inv.emerald, status: 'cancelled' },
      admin,
    );
    expect(paid.body.data.code).toBe('invoice.paid-cancel');
    const r = await h.post(
      'seller/invoice/changeStatus',
      { id: inv.ring, status: 'cancelled', note: 'Buyer withdrew' },
      admin,
    );
    expect(r.status).toBe(200);
    expect(r.body.data.responseData).toMatchObject({ status: 'cancelled', balance_due: 0 });
    const stranger403 = await h.post(
      'seller/invoice/changeStatus',
      { id: inv.ring, status: 'cancelled' },
      stranger.token,
    );
    expect(stranger403.status).toBe(403);
  });

  it("refunds a paid invoice to the buyer's wallet once, deposit included", async () => {
    const before = (await ledger()).balances[`wallet:${buyer.id}`] ?? 0;
    const refund = { id: inv.emerald, status: 'refunded', note: 'Stone returned' };
    expect((await h.post('seller/invoice/changeStatus', refund, admin)).status).toBe(200);
    expect((await h.post('seller/invoice/changeStatus', refund, admin)).status).toBe(200);
    const { entries, balances } = await ledger();
    expect(entries.filter((e) => e.reason === 'invoice-refund')).toHaveLength(1);
    // Balances are signed: a wallet the house owes is a credit (negative).
    expect((balances[`wallet:${buyer.id}`] ?? 0) - before).toBe(-1_000_00);
    expect(trialBalance(balances)).toBe(0);
    await waitFor(async () => (await invoice(inv.emerald ?? '')).status === 'refunded');
    const again = await markReceived({ invoice_id: inv.emerald, amount: 10, commandId: 'bank-2' });
    expect(again.body.data.code).toBe('invoice.closed');
    expect(await events('InvoicePaymentRecorded')).toHaveLength(1);
    // Cancelled and refunded invoices are no purchases any more.
    const left = await h.post('invoice/purchases', { type: 'all' }, buyer.token);
    expect(left.body.data.responseData.totalRecords).toBe(0);
  });
});
