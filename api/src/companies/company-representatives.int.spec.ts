import { sealTender, verifyTenderOpening } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLot } from '../../test/commerce-fixtures.js';
import {
  heldByAdminAndAuditor,
  newAuditorWithId,
  threeParcelTenderEvent,
} from '../../test/encrypted-tender-fixtures.js';
import {
  ADMIN,
  type Harness,
  MINUTE,
  responseData,
  signUp,
  startHarness,
  waitFor,
} from '../../test/http-harness.js';
import { postTender } from '../../test/tender-fixtures.js';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { LotScheduler } from '../scheduler/lot-scheduler.js';

type Account = { token: string; id: string };

/**
 * Issue 30, company representatives through the api: a buyer company with two representatives
 * tenders on three parcels of an encrypted tender event under one company cap; the award, the cap
 * and the invoices are the company's.
 */
describe('A buyer company and its representatives', () => {
  let h: Harness;
  let admin: string;
  let adminId: string;
  let auditor: Account;
  let ann: Account;
  let bob: Account;
  let cyd: Account;
  let dan: Account;
  let companyId: string;
  let auctionId: string;
  let lots: string[];
  const shares: string[] = [];

  const message = (r: { body: any }) => r.body.data.message as string;
  const page = async (who: Account) => responseData(await h.post('company/get', {}, who.token));

  beforeAll(async () => {
    h = await startHarness();
    const login = responseData(await h.post('user/login', ADMIN));
    [admin, adminId] = [login.token as string, login.user.id as string];
    auditor = await newAuditorWithId(h, admin, 'auditor@reps.test');
    ann = await signUp(h, 'Ann', 'ann@reps.test');
    bob = await signUp(h, 'Bob', 'bob@reps.test');
    cyd = await signUp(h, 'Cyd', 'cyd@reps.test');
    dan = await signUp(h, 'Dan', 'dan@reps.test');
    ({ auctionId, lots } = await threeParcelTenderEvent(h, admin, 'Rough tender, company reps'));
  });
  afterAll(() => h?.close());

  it('COMP-1: Ann registers her company and is its first representative; a second company is refused', async () => {
    const body = {
      name: 'Antwerp Rough BV',
      registration_number: 'BE0123456789',
      country: 'Belgium',
    };
    const r = await h.post('company/register', body, ann.token);
    expect(r.status).toBe(200);
    expect(message(r)).toBe('Company registered');
    const company = responseData(r).company;
    companyId = company.id;
    expect(company).toMatchObject({ name: 'Antwerp Rough BV', country: 'Belgium' });
    expect(company.representatives).toMatchObject([
      { id: ann.id, email: 'ann@reps.test', status: 'representative' },
    ]);
    expect(responseData(r).max_representatives).toBe(2);
    const again = await h.post('company/register', { ...body, name: 'Other' }, ann.token);
    expect([again.status, message(again)]).toEqual([422, 'You already represent a company']);
  });

  it('COMP-2..4: Ann adds Bob by his email, Bob accepts; a third representative is refused', async () => {
    const none = await h.post(
      'company/addRepresentative',
      { email: 'nobody@reps.test' },
      ann.token,
    );
    expect(message(none)).toBe('No buyer account has this email');
    const invited = await h.post(
      'company/addRepresentative',
      { email: 'bob@reps.test' },
      ann.token,
    );
    expect(message(invited)).toBe('Representative invited');
    expect((await page(bob)).invitations).toEqual([
      { company_id: companyId, name: 'Antwerp Rough BV' },
    ]);
    const accepted = await h.post(
      'company/answerInvitation',
      { company_id: companyId, accept: 1 },
      bob.token,
    );
    expect(message(accepted)).toBe('You now represent the company');
    expect(responseData(accepted).company.representatives.map((r: any) => r.id)).toEqual([
      ann.id,
      bob.id,
    ]);
    const third = await h.post('company/addRepresentative', { email: 'cyd@reps.test' }, bob.token);
    expect([third.status, message(third)]).toEqual([
      422,
      'A company has at most 2 representatives',
    ]);
    expect((await page(cyd)).invitations).toEqual([]);
  });

  it("a cap set by one representative is the company's: the other sees it", async () => {
    const set = await h.post(
      'auction/setSpendingCap',
      { auction_id: auctionId, cap: 2000 },
      ann.token,
    );
    expect(message(set)).toBe('Spending cap saved');
    const seen = await h.post('auction/getSpendingCap', { auction_id: auctionId }, bob.token);
    expect(responseData(seen)).toMatchObject({
      cap: 2000,
      winning: 0,
      company: 'Antwerp Rough BV',
    });
  });

  it('the company, capped at two parcels, wins two of the three its representatives tendered on', async () => {
    const held = await heldByAdminAndAuditor(h, { token: admin, id: adminId }, auditor, auctionId);
    shares.push(...held.shares);
    const publicKey = held.publicKey;
    const tender = async (lot: string, cents: number, who: Account) => {
      const r = await h.post(
        'makeoffer/addToMakeoffer',
        { id: lot, ciphertext: await sealTender(cents, publicKey) },
        who.token,
      );
      expect(r.status).toBe(200);
    };
    // Ann and Bob tender $1,000 on a parcel each and Ann on the third: $3,000 for the company.
    await tender(lots[0] as string, 1000_00, ann);
    await tender(lots[1] as string, 1000_00, bob);
    await tender(lots[2] as string, 1000_00, ann);
    for (const lot of lots) await tender(lot, 500_00, dan);

    h.clock.advance(11 * MINUTE);
    await h.app.get(LotScheduler).runDue();
    const bus = h.app.get(LotCommandBus);
    await waitFor(async () => (await bus.latest(lots[0] as string)).awaitingOpening);
    for (const [share, token] of [
      [shares[0], admin],
      [shares[1], auditor.token],
    ] as const)
      expect(
        (await h.post('tender/presentShare', { auction_id: auctionId, share }, token)).status,
      ).toBe(200);
    await waitFor(async () =>
      (await Promise.all(lots.map((l) => bus.latest(l)))).every((s) => s.phase === 'sold'),
    );
    const buyers = await Promise.all(lots.map(async (l) => (await bus.latest(l)).buyerId));
    expect(buyers).toEqual([ann.id, bob.id, dan.id]);

    const opening = responseData(await h.post('tender/opening', { auction_id: auctionId }));
    expect(opening.caps).toEqual({ [companyId]: 2000_00 });
    const ofCompany = opening.tenders.filter((t: any) => t.partyId === companyId);
    expect(ofCompany.map((t: any) => t.userId).sort()).toEqual([ann.id, ann.id, bob.id].sort());
    expect(opening.award[2].skipped).toEqual([
      expect.objectContaining({ userId: ann.id, reason: 'cap reached' }),
    ]);
    expect(await verifyTenderOpening(opening)).toMatchObject({ ok: true });
  });

  it("invoices the company: each representative sees both its invoices, billed to it; others don't", async () => {
    const list = async (who: Account) =>
      responseData(
        await h.post('invoice/allinvoices', { action: 'all', page: 1, limit: 10 }, who.token),
      );
    await waitFor(async () => (await list(ann)).records?.length === 2);
    const annList = (await list(ann)).records.map((r: any) => r.id).sort();
    const bobList = (await list(bob)).records.map((r: any) => r.id).sort();
    expect(bobList).toEqual(annList);
    for (const id of annList) {
      const forBob = await h.post('invoice/invoice', { id }, bob.token);
      expect(forBob.status).toBe(200);
      expect(responseData(forBob).bill_to).toEqual({
        company_id: companyId,
        name: 'Antwerp Rough BV',
        registration_number: 'BE0123456789',
        country: 'Belgium',
      });
      expect((await h.post('invoice/invoice', { id }, cyd.token)).status).toBe(403);
    }
    const dans = (await list(dan)).records;
    expect(dans).toHaveLength(1);
    const dansInvoice = responseData(
      await h.post('invoice/invoice', { id: dans[0].id }, dan.token),
    );
    expect(dansInvoice.bill_to).toBeUndefined();
  });

  it("I1: Bob pays, from his own wallet, the company's invoice Ann won; Cyd may not", async () => {
    const records = responseData(
      await h.post('invoice/allinvoices', { action: 'all', page: 1, limit: 10 }, bob.token),
    ).records;
    const details = await Promise.all(
      records.map(async (r: any) =>
        responseData(await h.post('invoice/invoice', { id: r.id }, bob.token)),
      ),
    );
    const annWon = details.find((d: any) => d.buyer_id === ann.id);
    const credit = await h.post(
      'admin/credit/addCredit',
      { user_id: bob.id, amount: annWon.balance_due, credit_notes: 'company funds' },
      admin,
    );
    expect(credit.status).toBe(200);
    const pay = (who: Account, commandId: string) =>
      h.post('credit/payCartWallet', { invoice_id: annWon.id, commandId }, who.token);
    expect((await pay(cyd, 'cyd-pays')).body.data.code).toBe('invoice.forbidden');
    const paid = await pay(bob, 'bob-pays');
    expect(paid.status).toBe(200);
    await waitFor(async () => {
      const forAnn = responseData(await h.post('invoice/invoice', { id: annWon.id }, ann.token));
      return forAnn.balance_due === 0;
    });
  });

  it("CAP-1 in an open auction: Bob's bid is refused once it would take the company past its cap", async () => {
    const closesAt = h.clock.now().getTime() + 3_600_000;
    const sale = await postTender(h, admin, {
      title: 'Company cap sale',
      description: 'x',
      closesAt,
    });
    const saleId = sale.body.data.responseData.id as string;
    const lot = (title: string) =>
      newLot(h, admin, {
        auctionid: saleId,
        title,
        pricing: 'per_carat',
        weight: '1.00',
        sprice: 500,
      });
    const [a, b] = [await lot('Company lot A'), await lot('Company lot B')];
    await h.post('auction/setSpendingCap', { auction_id: saleId, cap: 1100 }, bob.token);
    const bid = (who: Account, id: string, wsprice: number) =>
      h.post('bid/confirm', { id, wsprice, bidding_type: 'proxy' }, who.token);
    expect((await bid(ann, a, 600)).status).toBe(200);
    // Ann leads A at $500: $600 more on B fits the company's $1,100; $700 does not.
    const over = await bid(bob, b, 700);
    expect([over.status, over.body.data.code]).toEqual([422, 'bid.over-spending-cap']);
    expect((await bid(bob, b, 600)).status).toBe(200);
    const seen = await h.post('auction/getSpendingCap', { auction_id: saleId }, ann.token);
    expect(responseData(seen)).toMatchObject({ cap: 1100, winning: 1000 });
  });

  it('COMP-5: Bob leaves: he no longer sees the company or its invoices he did not win', async () => {
    const left = await h.post('company/removeRepresentative', { user_id: bob.id }, bob.token);
    expect(message(left)).toBe('Representative removed');
    expect(responseData(left).company).toBeNull();
    const annPage = await page(ann);
    expect(annPage.company.representatives.map((r: any) => r.id)).toEqual([ann.id]);
    const bobs = responseData(
      await h.post('invoice/allinvoices', { action: 'all', page: 1, limit: 10 }, bob.token),
    ).records;
    expect(bobs).toHaveLength(1);
    const anns = responseData(
      await h.post('invoice/allinvoices', { action: 'all', page: 1, limit: 10 }, ann.token),
    ).records;
    expect(anns).toHaveLength(2);
  });
});
