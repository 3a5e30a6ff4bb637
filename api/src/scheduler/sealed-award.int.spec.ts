import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { Outbox } from '../mail/outbox.js';
import { startAsAdmin } from '../../test/backoffice-fixtures.js';
import { ADMIN, type Harness, signUp, waitFor } from '../../test/http-harness.js';
import {
  lotCard,
  newSealedLot,
  runSchedulerAfter,
  sealedOffer,
} from '../../test/bidding-fixtures.js';

/** A sealed tender at its close: awarded by sealed_auto_award, or its seller is asked to award. */
describe('Sealed tenders at the close, through the scheduler', () => {
  let h: Harness;
  let admin: string;
  let alice: string;
  let bruno: string;
  let autoLot: string;
  let manualLot: string;

  const register = async (first: string, email: string) => (await signUp(h, first, email)).token;
  const tender = (title: string, closesInMinutes: number) =>
    newSealedLot(h, admin, closesInMinutes, { title, auction_lot: '104', rprice: 520 });
  const offer = (id: string, dollars: number, token: string) => sealedOffer(h, id, dollars, token);
  const setAutoAward = (value: '0' | '1') =>
    h.post('seller/setting/configurationAction', { name: 'sealed_auto_award', value }, admin);
  const card = (id: string, token: string) => lotCard(h, id, token);
  const closeAfter = (minutes: number) => runSchedulerAfter(h, minutes);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    alice = await register('Alice', 'alice@tender.test');
    bruno = await register('Bruno', 'bruno@tender.test');
    // Both tenders open with sealed_auto_award off (the default).
    autoLot = await tender('Sealed tender: 48.75 cts rough parcel', 10);
    manualLot = await tender('Sealed tender: 12.00 cts rough parcel', 20);
    const bus = h.app.get(LotCommandBus);
    await waitFor(async () => (await bus.load(manualLot)).phase === 'open');
    for (const id of [autoLot, manualLot]) {
      expect((await offer(id, 530, alice)).status).toBe(200);
      expect((await offer(id, 545, bruno)).status).toBe(200);
    }
  });

  afterAll(async () => {
    await h?.close();
  });

  it('awards the best offer at the close when sealed_auto_award is on then, though it was off at the opening', async () => {
    expect((await setAutoAward('1')).status).toBe(200);
    await closeAfter(11);
    await waitFor(async () => (await card(autoLot, bruno))?.market_status !== 'open');
    expect(await card(autoLot, bruno)).toMatchObject({
      market_status: 'sold',
      bidtopstatus: 'won',
      wprice: 545,
    });
    expect((await card(autoLot, alice)).bidtopstatus).toBe('lost');
  });

  it("otherwise leaves the tender awaiting an award and mails the lot's seller that offers await it", async () => {
    expect((await setAutoAward('0')).status).toBe(200);
    await closeAfter(10);
    await waitFor(async () => (await card(manualLot, bruno))?.market_status === 'pending');
    const mails = (await h.app.get(Outbox).list(50)).records.filter(
      (m) => m.kind === 'sealed-award-request',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: ADMIN.email });
    expect(mails[0]?.subject).toContain('Sealed tender: 12.00 cts rough parcel');
    expect(mails[0]?.text).toMatch(/2 offers await your award/);
    // The mail never discloses an offer's amount.
    expect(mails[0]?.text).not.toMatch(/530|545/);
  });
});
