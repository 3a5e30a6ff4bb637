import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Buyer, ledgerBalances } from '../../test/commerce-fixtures.js';
import { newSeller, startAsAdmin } from '../../test/backoffice-fixtures.js';
import { type Harness, responseData, signUp, waitFor } from '../../test/http-harness.js';
import { trialBalance } from '../ledger/domain/index.js';
import {
  returnEntries as entriesOf,
  twoItemInvoice as twoItemInvoice2,
  payFromWiredWallet,
} from '../../test/returns-fixtures.js';
import { ReturnRefunder } from './refund-return/return-refunder.process-manager.js';

/**
 * Issue 26, returns over HTTP: a buyer asks to return lines of a paid invoice; the lot's seller
 * or an admin accepts (a return invoice, the refund through the ledger, once) or refuses.
 */
describe('Returns, over HTTP', () => {
  let h: Harness;
  let admin: string;
  let seller: Buyer;
  let buyer: Buyer;
  let other: Buyer;
  let invoiceId: string;
  let lots: string[];

  const ask = (body: Record<string, unknown>, token = buyer.token) =>
    h.post('product/addReturnRequest', body, token);
  const decide = (body: Record<string, unknown>, token = seller.token) =>
    h.post('seller/returns/changeStatus', body, token);
  const wallet = async () =>
    responseData(await h.post('credit/getCreditHistory', {}, buyer.token)) as {
      balance: number;
      records: { notes?: string; note?: string }[];
    };
  const returnEntries = () => entriesOf(h);

  const twoItemInvoice = (commandId: string) => twoItemInvoice2(h, seller, buyer, commandId);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    seller = await newSeller(h, 'sel@returns.test');
    buyer = await signUp(h, 'Rhea', 'rhea@returns.test');
    other = await signUp(h, 'Otto', 'otto@returns.test');
    await h.post(
      'seller/setting/configurationAction',
      { name: 'platform_commission_percent', value: '10' },
      admin,
    );
    [invoiceId, lots] = await twoItemInvoice('co-ret-1');
  });
  afterAll(async () => h?.close());

  it('RET-1: refuses a return of an invoice not yet paid', async () => {
    const r = await ask({ invoice_id: invoiceId, project_ids: [lots[0]], reason: 'Cloudy' });
    expect([r.status, r.body.data.message, r.body.data.code]).toEqual([
      422,
      'Only a paid invoice can be returned',
      'return.not-paid',
    ]);
  });

  it('checks the request: a reason and at least one line of the invoice', async () => {
    const paid = await payFromWiredWallet(h, admin, buyer, invoiceId, { tag: '1', note: 'Wire 1' });
    expect(paid.status).toBe(200);
    const noReason = await ask({ invoice_id: invoiceId, project_ids: [lots[0]] });
    expect([noReason.status, noReason.body.data.message]).toEqual([
      400,
      'Give a reason for the return',
    ]);
    const none = await ask({ invoice_id: invoiceId, project_ids: [], reason: 'x' });
    expect([none.status, none.body.data.message]).toEqual([
      400,
      'Choose at least one item to return',
    ]);
    const unknown = await ask({ invoice_id: invoiceId, project_ids: ['lot-x'], reason: 'x' });
    expect([unknown.status, unknown.body.data.code]).toEqual([422, 'return.unknown-line']);
    const stranger = await ask(
      { invoice_id: invoiceId, project_ids: [lots[0]], reason: 'x' },
      other.token,
    );
    expect([stranger.status, stranger.body.data.code]).toEqual([403, 'return.forbidden']);
  });

  let requestId: string;

  it('records the request open, once per command id, and one open request per line (RET-5)', async () => {
    const body = {
      invoice_id: invoiceId,
      project_ids: [lots[0]],
      reason: 'Inclusion',
      commandId: 'rq-1',
    };
    const r = await ask(body);
    expect(r.status).toBe(200);
    expect(responseData(r)).toMatchObject({
      invoice_id: invoiceId,
      status: 'open',
      reason: 'Inclusion',
      items: [{ project_id: lots[0], title: 'Rough A 2.10 ct', total: 200 }],
    });
    requestId = responseData(r).id as string;
    expect(responseData(await ask(body)).id).toBe(requestId);
    const again = await ask({ ...body, commandId: 'rq-2' });
    expect([again.status, again.body.data.message]).toEqual([
      422,
      'A return of this item is already waiting for a decision',
    ]);
  });

  it('lists it for the buyer, the seller and an admin, and for no other seller', async () => {
    const mine = () => h.post('product/allreturns', { action: 'open' }, buyer.token);
    await waitFor(async () => responseData(await mine()).totalRecords === 1);
    expect(responseData(await mine()).records[0]).toMatchObject({ id: requestId, status: 'open' });
    const desk = async (token: string) =>
      responseData(await h.post('seller/returns/returns', { action: 'open' }, token));
    expect((await desk(seller.token)).totalRecords).toBe(1);
    expect((await desk(admin)).totalRecords).toBe(1);
    const otherSeller = await newSeller(h, 'other@returns.test');
    expect((await desk(otherSeller.token)).totalRecords).toBe(0);
    const decidedByOther = await decide({ id: requestId, decision: 'accepted' }, otherSeller.token);
    expect(decidedByOther.status).toBe(403);
  });

  it("accepts: a return invoice of -$200, $200 back in the wallet, the seller's $180 and the house's $20 reversed", async () => {
    const before = await ledgerBalances(h);
    const r = await decide({ id: requestId, decision: 'accepted', note: 'Seen', commandId: 'd-1' });
    expect(r.status).toBe(200);
    expect(responseData(r)).toMatchObject({
      status: 'refunded',
      refund_total: 200,
      return_invoice_number: 1,
    });
    const after = await ledgerBalances(h);
    const moved = (k: string) => (after[k] ?? 0) - (before[k] ?? 0);
    expect(moved(`wallet:${buyer.id}`)).toBe(-200_00);
    expect(moved(`seller-payable:${seller.id}`)).toBe(180_00);
    expect(moved('platform-fees:house')).toBe(20_00);
    expect(trialBalance(after)).toBe(0);
    await waitFor(
      async () =>
        (await h.post('invoice/returninvoice', { id: requestId }, buyer.token)).status === 200,
    );
    const credit = responseData(
      await h.post('product/returninvoice', { id: requestId }, buyer.token),
    );
    expect(credit).toMatchObject({
      number: 1,
      invoice_id: invoiceId,
      invoiceItems: [{ project_id: lots[0], total: -200 }],
      subtotal: -200,
      total: -200,
      refund: { to_wallet: 200, to_card: 0 },
      status: 'refunded',
    });
    const other403 = await h.post('invoice/returninvoice', { id: requestId }, other.token);
    expect(other403.status).toBe(403);
  });

  it('refunds once, whether the accept is retried, sent again, or the follower runs it again', async () => {
    const count = (await returnEntries()).length;
    expect(count).toBe(1);
    const retry = { id: requestId, decision: 'accepted', note: 'Seen', commandId: 'd-1' };
    expect((await decide(retry)).status).toBe(200);
    expect(
      (await decide({ id: requestId, decision: 'accepted', commandId: 'd-9' }, admin)).status,
    ).toBe(200);
    const refunder = h.app.get(ReturnRefunder);
    await refunder.start();
    await refunder.settled();
    expect((await returnEntries()).length).toBe(1);
    const refused = await decide({ id: requestId, decision: 'refused', commandId: 'd-10' });
    expect([refused.status, refused.body.data.message]).toEqual([
      422,
      'This return was already accepted',
    ]);
  });

  it('shows the refund in the wallet history, and mails the buyer', async () => {
    await waitFor(async () =>
      JSON.stringify((await wallet()).records).includes('Return invoice R-1'),
    );
    const mails = responseData(
      await h.post('backoffice/mail/outbox', { page: 1, limit: 50 }, admin),
    ).records as { kind: string; to: string }[];
    expect(mails.filter((m) => m.kind === 'return-accepted')).toEqual([
      expect.objectContaining({ to: 'rhea@returns.test' }),
    ]);
  });

  it('RET-6: a line returned cannot be asked again', async () => {
    const r = await ask({ invoice_id: invoiceId, project_ids: [lots[0]], reason: 'Again' });
    expect([r.status, r.body.data.message]).toEqual([422, 'This item was already returned']);
  });

  it('refuses with a note: the buyer is told, and the line may be asked again', async () => {
    const asked = await ask({ invoice_id: invoiceId, project_ids: [lots[1]], reason: 'Colour' });
    const id = responseData(asked).id as string;
    await waitFor(
      async () => (await h.post('invoice/returninvoice', { id }, admin)).status === 404,
    );
    const r = await decide({ id, decision: 'refused', note: 'As described' }, admin);
    expect(responseData(r)).toMatchObject({ status: 'refused', note: 'As described' });
    expect((await h.post('invoice/returninvoice', { id }, buyer.token)).status).toBe(404);
    const mails = responseData(await h.post('backoffice/mail/outbox', {}, admin)).records as {
      kind: string;
      text: string;
    }[];
    expect(mails.find((m) => m.kind === 'return-refused')?.text).toContain('As described');
    const again = await ask({ invoice_id: invoiceId, project_ids: [lots[1]], reason: 'Colour' });
    expect(again.status).toBe(200);
  });
});
