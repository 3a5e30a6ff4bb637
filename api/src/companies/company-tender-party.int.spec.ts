import { sealTender, verifyTenderOpening } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { lotCard } from '../../test/commerce-fixtures.js';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { LotScheduler } from '../scheduler/lot-scheduler.js';

type Account = { token: string; id: string };

/**
 * Issue 30, ET6: a tender is the company's its representative tendered for, fixed when placed.
 * Bob tenders for Ann's company, then leaves it before the close: the opening still counts his
 * tender as the company's (its cap, its award), and the published opening verifies offline.
 */
describe('A tender placed for a company, its representative gone by the opening', () => {
  let h: Harness;
  let admin: string;
  let adminId: string;
  let auditor: Account;
  let ann: Account;
  let bob: Account;
  let dan: Account;
  let companyId: string;

  beforeAll(async () => {
    h = await startHarness();
    const login = responseData(await h.post('user/login', ADMIN));
    [admin, adminId] = [login.token as string, login.user.id as string];
    auditor = await newAuditorWithId(h, admin, 'auditor@party.test');
    ann = await signUp(h, 'Ann', 'ann@party.test');
    bob = await signUp(h, 'Bob', 'bob@party.test');
    dan = await signUp(h, 'Dan', 'dan@party.test');
    const company = { name: 'Party BV', registration_number: 'BE02', country: 'Belgium' };
    companyId = responseData(await h.post('company/register', company, ann.token)).company
      .id as string;
    await h.post('company/addRepresentative', { email: 'bob@party.test' }, ann.token);
    await h.post('company/answerInvitation', { company_id: companyId, accept: 1 }, bob.token);
  });
  afterAll(() => h?.close());

  it("counts Bob's tenders as the company's at the opening: its cap passes one over for Dan's, and the parcel he won is invoiced to it", async () => {
    const { auctionId, lots } = await threeParcelTenderEvent(h, admin, 'Rough tender, party');
    const [first, second, third] = lots as [string, string, string];
    await h.post('auction/setSpendingCap', { auction_id: auctionId, cap: 1500 }, ann.token);
    const { shares, publicKey } = await heldByAdminAndAuditor(
      h,
      { token: admin, id: adminId },
      auditor,
      auctionId,
    );
    const tender = async (lot: string, cents: number, who: Account) => {
      const body = { id: lot, ciphertext: await sealTender(cents, publicKey) };
      expect((await h.post('makeoffer/addToMakeoffer', body, who.token)).status).toBe(200);
    };
    // The company's $1,500 cap holds Ann's $1,000 on the first parcel and Bob's $500 on the third,
    // not Bob's $1,000 on the second.
    await tender(first, 1000_00, ann);
    await tender(second, 1000_00, bob);
    await tender(second, 500_00, dan);
    await tender(third, 500_00, bob);
    const left = await h.post('company/removeRepresentative', { user_id: bob.id }, bob.token);
    expect(responseData(left).company).toBeNull();

    h.clock.advance(11 * MINUTE);
    await h.app.get(LotScheduler).runDue();
    const bus = h.app.get(LotCommandBus);
    await waitFor(async () => (await bus.latest(first)).awaitingOpening);
    for (const [share, token] of [
      [shares[0], admin],
      [shares[1], auditor.token],
    ] as const) {
      const presented = await h.post(
        'tender/presentShare',
        { auction_id: auctionId, share },
        token,
      );
      expect(presented.status).toBe(200);
    }
    await waitFor(async () => (await bus.latest(second)).phase === 'sold');
    expect((await bus.latest(first)).buyerId).toBe(ann.id);
    expect((await bus.latest(second)).buyerId).toBe(dan.id);
    // Bob won the third parcel for the company, and left it since: the invoice is the company's.
    await waitFor(async () => (await lotCard(h, third, bob.token))?.common_invoice != null);
    const invoiceId = (await lotCard(h, third, bob.token)).common_invoice as string;
    const seen = () => h.post('invoice/invoice', { id: invoiceId }, ann.token);
    await waitFor(async () => (await seen()).status === 200);
    const invoice = responseData(await seen());
    expect(invoice.bill_to).toMatchObject({ company_id: companyId, name: 'Party BV' });

    const opening = responseData(await h.post('tender/opening', { auction_id: auctionId }));
    const bobs = opening.tenders.find((t: { userId: string }) => t.userId === bob.id);
    expect(bobs.partyId).toBe(companyId);
    expect(opening.award[1].skipped).toEqual([
      expect.objectContaining({ userId: bob.id, reason: 'cap reached' }),
    ]);
    expect(await verifyTenderOpening(opening)).toMatchObject({ ok: true });
  });
});
