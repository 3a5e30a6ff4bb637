import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin } from '../../test/backoffice-fixtures.js';
import {
  addToCart,
  confirmBid,
  lotCard,
  newBuyNowLot,
  newLot,
  passTheClose,
  SHIPPING_ADDRESS,
} from '../../test/commerce-fixtures.js';
import { type Harness, HOUR, iso, responseData, signUp, waitFor } from '../../test/http-harness.js';
import { payFromWiredWallet } from '../../test/returns-fixtures.js';

type Account = { token: string; id: string };

/**
 * Issue 30, "invoices belong to the company": any current representative settles the company's
 * invoice as its winner does: sets its shipping address, takes a shipping quote and chooses to
 * pay by bank transfer (I1), books its collection in person and asks to return its items; a buyer
 * outside the company may not.
 */
describe("A company's invoices, settled by any representative", () => {
  let h: Harness;
  let admin: string;
  let ann: Account;
  let bob: Account;
  let cyd: Account;
  let companyId: string;

  const code = (r: { body: any }) => r.body.data.code as string | undefined;
  const invoice = async (id: string, who: Account) =>
    responseData(await h.post('invoice/invoice', { id }, who.token));
  const address = (invoice_id: string, who: Account) =>
    h.post('cart/saveAddress', { ...SHIPPING_ADDRESS, invoice_id }, who.token);
  const quotes = (invoice_id: string, who: Account) =>
    h.post('shipping/getQuoteRequest', { invoice_id }, who.token);
  const confirmQuote = (invoice_id: string, quote_id: string, who: Account) =>
    h.post('shipping/confirmShippingQuote', { invoice_id, quote_id, commandId: 'q' }, who.token);
  const listed = async (who: Account) =>
    responseData(
      await h.post('invoice/allinvoices', { action: 'all', page: 1, limit: 10 }, who.token),
    ).records.map((r: { id: string }) => r.id) as string[];
  const transfer = (invoice_id: string, who: Account) =>
    h.post('offline/payCartOffline', { invoice_id, commandId: 'bank' }, who.token);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    ann = await signUp(h, 'Ann', 'ann@settle.test');
    bob = await signUp(h, 'Bob', 'bob@settle.test');
    cyd = await signUp(h, 'Cyd', 'cyd@settle.test');
    const company = { name: 'Settle BV', registration_number: 'BE01', country: 'Belgium' };
    companyId = responseData(await h.post('company/register', company, ann.token)).company
      .id as string;
    await h.post('company/addRepresentative', { email: 'bob@settle.test' }, ann.token);
    await h.post('company/answerInvitation', { company_id: companyId, accept: 1 }, bob.token);
  });
  afterAll(async () => h?.close());

  it('I1: Bob ships and pays by bank transfer the invoice of a lot Ann won; Cyd may not', async () => {
    const ring = await newLot(h, admin, { title: 'Ring', pricing: 'per_item', qty: 1, sprice: 60 });
    expect((await confirmBid(h, ann, ring, 60)).status).toBe(200);
    await passTheClose(h);
    await waitFor(async () => (await lotCard(h, ring, ann.token))?.common_invoice != null);
    const id = (await lotCard(h, ring, ann.token)).common_invoice as string;
    await waitFor(async () => (await invoice(id, bob))?.bill_to != null);

    expect(code(await address(id, cyd))).toBe('invoice.forbidden');
    expect((await address(id, bob)).status).toBe(200);
    expect((await quotes(id, cyd)).status).toBe(403);
    const given = await quotes(id, bob);
    expect(given.status).toBe(200);
    const quoteId = (responseData(given) as { id: string }[])[0]!.id;
    expect(code(await confirmQuote(id, quoteId, cyd))).toBe('invoice.forbidden');
    expect((await confirmQuote(id, quoteId, bob)).status).toBe(200);
    expect(code(await transfer(id, cyd))).toBe('invoice.forbidden');
    expect((await transfer(id, bob)).status).toBe(200);
    await waitFor(async () => (await invoice(id, ann)).status === 'awaiting offline payment');
    const seen = await invoice(id, ann);
    expect(seen.shipping_address).toMatchObject({ city: 'New York' });
    expect(seen.shipping).toMatchObject({ carrier: 'Postal service' });
  });

  it("bills Ann's buy-now checkout to the company: Bob lists it, ships it and pays it by bank transfer", async () => {
    const lotId = await newBuyNowLot(h, admin);
    await addToCart(h, ann, lotId, 1);
    const checkout = await h.post('cart/checkout', { commandId: 'co-1' }, ann.token);
    expect(checkout.status).toBe(200);
    const id = responseData(checkout).invoice_id as string;
    await waitFor(async () => (await listed(bob)).includes(id));
    expect(await listed(cyd)).not.toContain(id);
    expect((await invoice(id, bob)).bill_to).toEqual({
      company_id: companyId,
      name: 'Settle BV',
      registration_number: 'BE01',
      country: 'Belgium',
    });
    expect((await address(id, bob)).status).toBe(200);
    expect((await transfer(id, bob)).status).toBe(200);
    await waitFor(async () => (await invoice(id, ann)).status === 'awaiting offline payment');
  });

  it('I1: Bob books the collection of a paid lot Ann won and asks to return it; Cyd may not', async () => {
    const rough = await newLot(h, admin, {
      title: 'Rough',
      pricing: 'per_item',
      qty: 1,
      sprice: 80,
    });
    expect((await confirmBid(h, ann, rough, 80)).status).toBe(200);
    await passTheClose(h);
    await waitFor(async () => (await lotCard(h, rough, ann.token))?.common_invoice != null);
    const id = (await lotCard(h, rough, ann.token)).common_invoice as string;
    expect((await payFromWiredWallet(h, admin, ann, id, { tag: 'r', note: 'Wire' })).status).toBe(
      200,
    );
    await waitFor(async () => (await invoice(id, bob))?.status === 'paid');

    const slot = { location: 'Antwerp', minutes: 60, capacity: 3 };
    const starts_at = iso(h.clock.now().getTime() + 26 * HOUR);
    const opened = await h.post(
      'appointment/slotAction',
      { action: 'open', ...slot, starts_at },
      admin,
    );
    const slot_id = responseData(opened).id as string;
    for (const who of [bob, cyd]) await h.post('user/runKycCheck', {}, who.token);
    const collect = (who: Account) =>
      h.post('appointment/update', { action: 'book', slot_id, invoice_id: id }, who.token);
    const refused = await collect(cyd);
    expect([refused.status, refused.body.data.message]).toEqual([404, 'Invoice not found']);
    const booked = await collect(bob);
    expect(responseData(booked).record).toMatchObject({ purpose: 'invoice', invoice_id: id });
    const seen = await h.post(
      'appointment/getAppointmentForInvoice',
      { invoice_id: id },
      bob.token,
    );
    expect(responseData(seen)).toMatchObject({ collectable: true, record: { slot_id } });

    const ask = (who: Account) =>
      h.post(
        'product/addReturnRequest',
        { invoice_id: id, project_ids: [rough], reason: 'Cloudy', commandId: `ret-${who.id}` },
        who.token,
      );
    const stranger = await ask(cyd);
    expect([stranger.status, stranger.body.data.message]).toEqual([
      403,
      'You cannot act on this return',
    ]);
    const asked = await ask(bob);
    expect(asked.status).toBe(200);
    expect(responseData(asked)).toMatchObject({ invoice_id: id, status: 'open' });
    // The request is the company's: both representatives list it and open its return invoice;
    // Cyd, an outsider, sees neither.
    const requestId = responseData(asked).id as string;
    const listed = async (who: Account) =>
      (
        responseData(
          await h.post('product/allreturns', { action: 'all', page: 1, limit: 10 }, who.token),
        ).records as { id: string }[]
      ).map((r) => r.id);
    await waitFor(async () => (await listed(bob)).includes(requestId));
    expect(await listed(ann)).toContain(requestId);
    expect(await listed(cyd)).not.toContain(requestId);
    const accepted = await h.post(
      'seller/returns/changeStatus',
      { id: requestId, decision: 'accepted', note: 'Seen', commandId: 'ret-accept' },
      admin,
    );
    expect(accepted.status).toBe(200);
    const detail = (who: Account) => h.post('invoice/returninvoice', { id: requestId }, who.token);
    await waitFor(async () => (await detail(bob)).status === 200);
    expect((await detail(cyd)).status).toBe(403);
  });
});
