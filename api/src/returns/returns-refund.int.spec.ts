import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Buyer, ledgerBalances } from '../../test/commerce-fixtures.js';
import { newSeller, startAsAdmin } from '../../test/backoffice-fixtures.js';
import { type Harness, responseData, signUp, waitFor } from '../../test/http-harness.js';
import {
  returnEntries as entriesOf,
  twoItemInvoice as twoItemInvoice2,
  payFromWiredWallet,
} from '../../test/returns-fixtures.js';
import { trialBalance } from '../ledger/domain/index.js';
import { ReturnRefunder } from './refund-return/return-refunder.process-manager.js';
import { ReturnableInvoiceLoader } from './returnable-invoice.loader.js';
import { ReturnsCommandBus } from './returns-bus/return-command-buses.js';

/**
 * Issue 26, a return's refund: finished once after a crash between the accept and the money,
 * given back to the card through the payments port, and asked only within the window.
 */
describe("A return's refund, over HTTP", () => {
  let h: Harness;
  let admin: string;
  let seller: Buyer;
  let buyer: Buyer;

  const ask = (body: Record<string, unknown>, token = buyer.token) =>
    h.post('product/addReturnRequest', body, token);
  const decide = (body: Record<string, unknown>, token = seller.token) =>
    h.post('seller/returns/changeStatus', body, token);
  const returnEntries = () => entriesOf(h);
  const twoItemInvoice = (commandId: string) => twoItemInvoice2(h, seller, buyer, commandId);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    seller = await newSeller(h, 'sel@refunds.test');
    buyer = await signUp(h, 'Rhea', 'rhea@returns.test');
  });
  afterAll(async () => h?.close());

  it('finishes a refund the api died before (accepted, nothing moved): once', async () => {
    const [inv, [lot]] = await twoItemInvoice('co-ret-2');
    await payFromWiredWallet(h, admin, buyer, inv, { tag: '2', note: 'Wire 2' });
    const asked = await ask({ invoice_id: inv, project_ids: [lot], reason: 'Crack' });
    const id = responseData(asked).id as string;
    // The accept as the api recorded it before dying: on the stream, no refund after it.
    const invoice = await h.app.get(ReturnableInvoiceLoader).load(inv);
    await h.app.get(ReturnsCommandBus).sendNow(
      inv,
      { type: 'AcceptReturn', requestId: id, invoice, note: '' },
      {
        id: 'admin-x',
        role: 'admin',
      },
    );
    const before = (await returnEntries()).length;
    const refunder = h.app.get(ReturnRefunder);
    await refunder.start();
    await waitFor(async () => (await returnEntries()).length === before + 1);
    await refunder.settled();
    expect((await decide({ id, decision: 'accepted' }, admin)).status).toBe(200);
    expect((await returnEntries()).length).toBe(before + 1);
    expect(trialBalance(await ledgerBalances(h))).toBe(0);
    const credit = responseData(await h.post('invoice/returninvoice', { id }, admin));
    expect(credit.number).toBe(1);
  });

  let lateLot: [string, string];

  it('refunds a card payment through the payments port, to the card', async () => {
    const [inv, [lot, kept]] = await twoItemInvoice('co-ret-3');
    lateLot = [inv, kept ?? ''];
    const paid = await h.post(
      'credit/payCartOnline',
      { invoice_id: inv, commandId: 'on-3' },
      buyer.token,
    );
    expect(paid.status).toBe(200);
    const asked = await ask({ invoice_id: inv, project_ids: [lot], reason: 'Wrong stone' });
    const id = responseData(asked).id as string;
    await waitFor(
      async () => (await h.post('invoice/returninvoice', { id }, admin)).status === 404,
    );
    const walletBefore = (await ledgerBalances(h))[`wallet:${buyer.id}`] ?? 0;
    const r = await decide({ id, decision: 'accepted', commandId: 'd-card' }, admin);
    expect(responseData(r).status).toBe('refunded');
    const card = (await returnEntries()).filter(
      (e) => (e.data as { reason: string }).reason === 'invoice-card-refund',
    );
    expect(card).toHaveLength(1);
    expect((await ledgerBalances(h))[`wallet:${buyer.id}`] ?? 0).toBe(walletBefore);
    await waitFor(
      async () => (await h.post('invoice/returninvoice', { id }, buyer.token)).status === 200,
    );
    expect(responseData(await h.post('invoice/returninvoice', { id }, buyer.token)).refund).toEqual(
      { to_wallet: 0, to_card: 200 },
    );
  });

  it('RET-2: refuses a return asked after the window (14 days from payment)', async () => {
    h.clock.advance(15 * 24 * 3_600_000);
    const login = await h.post('user/login', {
      email: 'rhea@returns.test',
      password: 'correct-horse',
    });
    const token = responseData(login).token as string;
    const [inv, lot] = lateLot;
    const r = await ask({ invoice_id: inv, project_ids: [lot], reason: 'Late' }, token);
    expect([r.status, r.body.data.message]).toEqual([
      422,
      'Returns are accepted within 14 days of payment',
    ]);
  });
});
