import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Buyer, ledgerBalances, storedEvents } from '../../test/commerce-fixtures.js';
import { newSeller, startAsAdmin } from '../../test/backoffice-fixtures.js';
import { type Harness, responseData, signUp } from '../../test/http-harness.js';
import { twoItemInvoice, payFromWiredWallet } from '../../test/returns-fixtures.js';
import { trialBalance } from '../ledger/domain/index.js';

interface Entry {
  buyerId: string;
  reason: string;
  lines: { account: { kind: string }; side: 'debit' | 'credit'; amount: number }[];
}

/**
 * Issue 26, nothing refunded twice (I5, I6, RET-1): a return's refund is recorded on the invoice,
 * so refunding the whole invoice afterwards gives back only the rest, to the card or the wallet,
 * and an invoice refunded in whole takes no return.
 */
describe('A whole refund after a return, over HTTP', () => {
  let h: Harness;
  let admin: string;
  let seller: Buyer;

  const ask = (buyer: Buyer, invoice_id: string, project_ids: string[]) =>
    h.post('product/addReturnRequest', { invoice_id, project_ids, reason: 'Crack' }, buyer.token);
  const acceptReturn = async (buyer: Buyer, inv: string, lots: string[]) => {
    const id = responseData(await ask(buyer, inv, lots)).id as string;
    const r = await h.post('seller/returns/changeStatus', { id, decision: 'accepted' }, admin);
    expect(responseData(r).status).toBe('refunded');
  };
  const refundWhole = (invoiceId: string, commandId: string) =>
    h.post(
      'seller/invoice/changeStatus',
      { id: invoiceId, status: 'refunded', note: 'Whole', commandId },
      seller.token,
    );
  /** Cents given back to the buyer by entries of `reason` (credited to the wallet or the house's cash out). */
  const refunded = async (buyer: Buyer, reason: string) =>
    (await storedEvents(h, 'LedgerEntryRecorded'))
      .map((e) => e.data as Entry)
      .filter((e) => e.buyerId === buyer.id && e.reason === reason)
      .flatMap((e) => e.lines.filter((l) => l.side === 'credit'))
      .reduce((sum, l) => sum + l.amount, 0);
  /** The buyer's wallet in cents (a liability of the house: its balance is a credit). */
  const walletOf = async (buyer: Buyer) =>
    0 - ((await ledgerBalances(h))[`wallet:${buyer.id}`] ?? 0);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    seller = await newSeller(h, 'sel@whole-refund.test');
  });
  afterAll(async () => h?.close());

  it('I6: $200 returned to the wallet, then the whole refund gives back only the other $200', async () => {
    const buyer = await signUp(h, 'Wanda', 'wanda@whole-refund.test');
    const [inv, [lot]] = await twoItemInvoice(h, seller, buyer, 'co-w-1');
    await payFromWiredWallet(h, admin, buyer, inv, { tag: 'w-1', note: 'Wire' });
    expect(await walletOf(buyer)).toBe(0);
    await acceptReturn(buyer, inv, [lot ?? '']);
    expect(await walletOf(buyer)).toBe(200_00);
    expect((await refundWhole(inv, 'whole-w-1')).status).toBe(200);
    expect((await refundWhole(inv, 'whole-w-1')).status).toBe(200);
    // The buyer got the $400 paid back exactly once: $200 by the return, $200 by the whole refund.
    expect(await walletOf(buyer)).toBe(400_00);
    expect(await refunded(buyer, 'invoice-refund')).toBe(400_00);
    expect(trialBalance(await ledgerBalances(h))).toBe(0);
  });

  it('I6: $200 returned to the card, then the whole refund to the card gives back only $200 more', async () => {
    const buyer = await signUp(h, 'Carla', 'carla@whole-refund.test');
    const [inv, [lot]] = await twoItemInvoice(h, seller, buyer, 'co-c-1');
    const paid = await h.post(
      'credit/payCartOnline',
      { invoice_id: inv, commandId: 'on-c-1' },
      buyer.token,
    );
    expect(paid.status).toBe(200);
    await acceptReturn(buyer, inv, [lot ?? '']);
    expect(await refunded(buyer, 'invoice-card-refund')).toBe(200_00);
    const toCard = (commandId: string) =>
      h.post('admin/payments/refundInvoiceToCard', { invoice_id: inv, commandId }, admin);
    expect((await toCard('rc-1')).status).toBe(200);
    expect((await toCard('rc-1')).status).toBe(200);
    // The card got the $400 back exactly once; nothing went to the wallet.
    expect(await refunded(buyer, 'invoice-card-refund')).toBe(400_00);
    expect(await refunded(buyer, 'invoice-refund')).toBe(0);
    expect(await walletOf(buyer)).toBe(0);
    expect(trialBalance(await ledgerBalances(h))).toBe(0);
    const shown = responseData(await h.post('invoice/invoice', { id: inv }, buyer.token));
    expect(shown.status).toBe('refunded');
  });

  it('I6: once returns gave everything back, a whole refund is refused with a clear message', async () => {
    const buyer = await signUp(h, 'Rita', 'rita@whole-refund.test');
    const [inv, lots] = await twoItemInvoice(h, seller, buyer, 'co-r-1');
    await payFromWiredWallet(h, admin, buyer, inv, { tag: 'r-1', note: 'Wire' });
    await acceptReturn(buyer, inv, lots);
    const r = await refundWhole(inv, 'whole-r-1');
    expect([r.status, r.body.data.message]).toEqual([
      422,
      'Everything paid on this invoice has already been refunded by returns',
    ]);
    expect(await walletOf(buyer)).toBe(400_00);
    expect(trialBalance(await ledgerBalances(h))).toBe(0);
  });

  it('RET-1: an invoice refunded in whole takes no return', async () => {
    const buyer = await signUp(h, 'Nora', 'nora@whole-refund.test');
    const [inv, [lot]] = await twoItemInvoice(h, seller, buyer, 'co-n-1');
    await payFromWiredWallet(h, admin, buyer, inv, { tag: 'n-1', note: 'Wire' });
    expect((await refundWhole(inv, 'whole-n-1')).status).toBe(200);
    const r = await ask(buyer, inv, [lot ?? '']);
    expect([r.status, r.body.data.message]).toEqual([422, 'This invoice is refunded']);
    expect(await walletOf(buyer)).toBe(400_00);
  });
});
