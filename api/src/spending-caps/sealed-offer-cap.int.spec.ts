import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@facet/event-store';
import { startAsAdmin } from '../../test/backoffice-fixtures.js';
import { newSealedLot, runSchedulerAfter } from '../../test/bidding-fixtures.js';
import { type Harness, signUp, waitFor } from '../../test/http-harness.js';
import { postTender } from '../../test/tender-fixtures.js';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { EVENT_STORE } from '../shared/event-sourcing/tokens.js';

/**
 * Issue 30, a buyer's spending cap on plain sealed lots (no encryption) through the api: CAP-5 at
 * the offer, CAP-6 at each lot's close (lots closing one after the other), CAP-7 at a seller's
 * award. Lots of one carat, so a lot's total is its price.
 */
describe('A spending cap across the sealed lots of a tender', () => {
  let h: Harness;
  let admin: string;
  let ann: string;
  let bob: string;
  let annId: string;
  let auctionId: string;

  const lot = (title: string, closesInMinutes: number) =>
    newSealedLot(h, admin, closesInMinutes, {
      auctionid: auctionId,
      title,
      weight: '1.00',
      total_stones: 1,
      sprice: 300,
      rprice: 0,
    });
  const offer = (id: string, wsprice: number, token: string) =>
    h.post('makeoffer/addToMakeoffer', { id, wsprice }, token);
  const phase = async (id: string) => (await h.app.get(LotCommandBus).latest(id)).phase;

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    const a = await signUp(h, 'Ann', 'ann@sealed-cap.test');
    [ann, annId] = [a.token, a.id];
    bob = (await signUp(h, 'Bob', 'bob@sealed-cap.test')).token;
    const closesAt = h.clock.now().getTime() + 3_600_000;
    const tender = await postTender(h, admin, { title: 'Sealed cap', description: 'x', closesAt });
    auctionId = tender.body.data.responseData.id;
    await h.post(
      'seller/setting/configurationAction',
      { name: 'sealed_auto_award', value: '1' },
      admin,
    );
    await h.post('auction/setSpendingCap', { auction_id: auctionId, cap: 1000 }, ann);
  });
  afterAll(() => h?.close());

  it('CAP-5: refuses an offer Ann could not win within her $1,000 cap, naming it', async () => {
    const s = await lot('Sealed cap lot S', 10);
    await waitFor(async () => (await phase(s)) === 'open');
    const r = await offer(s, 1100, ann);
    expect([r.status, r.body.data.code, r.body.data.message]).toEqual([
      422,
      'bid.over-spending-cap',
      'This bid would take your winnings in this auction past your spending cap of $1,000.00',
    ]);
  });

  it('CAP-6: Ann wins the lot closing first; at the next close her better offer is passed over', async () => {
    const [first, second] = [await lot('Sealed cap lot T', 20), await lot('Sealed cap lot U', 30)];
    await waitFor(async () => (await phase(second)) === 'open');
    for (const [id, token, dollars] of [
      [first, ann, 600],
      [second, ann, 600],
      [second, bob, 550],
    ] as const)
      expect((await offer(id, dollars, token)).status).toBe(200);
    await runSchedulerAfter(h, 21);
    const bus = h.app.get(LotCommandBus);
    await waitFor(async () => (await phase(first)) === 'sold');
    expect((await bus.latest(first)).buyerId).toBe(annId);
    // $600 won on T leaves Ann $400: her $600 on U is passed over and Bob's $550 wins.
    await runSchedulerAfter(h, 10);
    await waitFor(async () => (await phase(second)) === 'sold');
    expect((await bus.latest(second)).soldAmount).toBe(550_00);
    const events = await h.app.get<EventStore>(EVENT_STORE).readStream(`lot-${second}`);
    expect(events.filter((e) => e.type === 'SealedOfferPassedOver').map((e) => e.data)).toEqual([
      expect.objectContaining({ userId: annId, amount: 600_00, reason: 'cap reached' }),
    ]);
  });

  it('CAP-7: a seller cannot award Ann an offer her lowered cap no longer has room for', async () => {
    await h.post(
      'seller/setting/configurationAction',
      { name: 'sealed_auto_award', value: '0' },
      admin,
    );
    const v = await lot('Sealed cap lot V', 50);
    await waitFor(async () => (await phase(v)) === 'open');
    // $400 fits beside the $600 Ann won on T; then she lowers her cap to $900.
    expect((await offer(v, 400, ann)).status).toBe(200);
    await h.post('auction/setSpendingCap', { auction_id: auctionId, cap: 900 }, ann);
    await runSchedulerAfter(h, 51);
    await waitFor(async () => (await phase(v)) === 'awaiting_award');
    const award = await h.post(
      'seller/offer/changeOfferStatus',
      { id: v, status: 'accept', user_id: annId },
      admin,
    );
    expect([award.status, award.body.data.code]).toEqual([422, 'offer.over-spending-cap']);
    expect(award.body.data.message).toBe(
      "This offer would take the buyer's winnings in this auction past their spending cap of $900.00",
    );
    expect(await phase(v)).toBe('awaiting_award');
  });
});
