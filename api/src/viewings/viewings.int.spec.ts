import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../mail/outbox.js';
import {
  HOUR,
  MINUTE,
  type Harness,
  iso,
  responseData,
  signUp,
  waitFor,
} from '../../test/http-harness.js';
import { newAuction, signInSeller, startAsAdmin } from '../../test/backoffice-fixtures.js';
import { ViewingReminders } from './reminders/viewing-reminders.js';

type Res = { status: number; body: any };
const message = (r: Res) => r.body.data.message as string;

/** Issue 26: viewings are booked by buyers whose identity check passed, never past capacity. */
describe('Viewings over HTTP (appointment/*)', () => {
  let h: Harness;
  let admin = '';
  let auction = '';
  let slot = '';
  let general = '';
  const buyers: { token: string; id: string }[] = [];
  const mails = async (kind: string) =>
    (await h.app.get(Outbox).list(500)).records.filter((m) => m.kind === kind);
  const book = (token: string, slot_id: string) =>
    h.post('appointment/update', { action: 'book', slot_id, auction_id: auction }, token);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    const seller = await signInSeller(h, 'seller@viewings.test');
    auction = await newAuction(h, seller, 'Antwerp rough tender');
    const now = h.clock.now().getTime();
    const open = (over: object) =>
      h.post(
        'appointment/slotAction',
        { action: 'open', location: 'Antwerp', minutes: 60, ...over },
        admin,
      );
    slot = responseData(
      await open({ starts_at: iso(now + 26 * HOUR), capacity: 2, auction_id: auction }),
    ).id;
    general = responseData(
      await open({ starts_at: iso(now + 26 * HOUR + 30 * MINUTE), capacity: 5 }),
    ).id;
    for (const name of ['ann', 'bob', 'cid', 'dee'])
      buyers.push(await signUp(h, name, `${name}@viewings.test`));
    await waitFor(async () => {
      const r = await h.post(
        'appointment/checkAppointmentsForAuction',
        { auction_id: auction },
        buyers[0]!.token,
      );
      return responseData(r).records.length === 2;
    });
  }, 60_000);
  afterAll(() => h.close());

  it('refuses a buyer whose identity check has not passed, with the reason', async () => {
    const check = await h.post(
      'appointment/checkAppointmentsForAuction',
      { auction_id: auction },
      buyers[0]!.token,
    );
    expect(responseData(check).kyc_passed).toBe(false);
    const r = await book(buyers[0]!.token, slot);
    expect(r.status).toBe(422);
    expect(message(r)).toBe('Complete your identity check before booking a viewing');
  });

  it('books a seat once the identity check passed, and lists it in the account', async () => {
    for (const b of buyers)
      expect((await h.post('user/runKycCheck', {}, b.token)).status).toBe(200);
    const r = await book(buyers[0]!.token, slot);
    expect(r.status).toBe(200);
    expect(responseData(r).record).toMatchObject({
      slot_id: slot,
      location: 'Antwerp',
      purpose: 'auction',
    });
    await waitFor(async () => {
      const mine = responseData(await h.post('appointment/getAppointments', {}, buyers[0]!.token));
      return mine.records.length === 1 && mine.records[0].auction_title === 'Antwerp rough tender';
    });
  });

  it('refuses an overlapping second appointment of the same buyer', async () => {
    const r = await h.post(
      'appointment/update',
      { action: 'book', slot_id: general, auction_id: auction },
      buyers[0]!.token,
    );
    expect(r.status).toBe(422);
    expect(message(r)).toBe('You already have an appointment at that time');
  });

  it('gives the last seat to one of three buyers racing for it; the others are told it is full', async () => {
    const answers = await Promise.all(buyers.slice(1).map((b) => book(b.token, slot)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422]);
    expect(answers.filter((a) => a.status === 422).map(message)).toEqual([
      'This viewing slot is full',
      'This viewing slot is full',
    ]);
    const lower = await h.post(
      'appointment/slotAction',
      { action: 'capacity', id: slot, capacity: 1 },
      admin,
    );
    expect(message(lower)).toBe('Capacity cannot be below the 2 seats already booked');
  });

  it("shows the admin the day's list: who comes when and for which auction", async () => {
    const day = iso(h.clock.now().getTime() + 26 * HOUR).slice(0, 10);
    await waitFor(async () => {
      const list = responseData(await h.post('appointment/dayList', { day }, admin)).records;
      return list.find((e: any) => e.slot.id === slot)?.visitors.length === 2;
    });
    const list = responseData(await h.post('appointment/dayList', { day }, admin)).records;
    const entry = list.find((e: any) => e.slot.id === slot);
    expect(entry.slot).toMatchObject({ capacity: 2, booked: 2, seats_left: 0 });
    expect(entry.visitors[0]).toMatchObject({
      name: 'ann Buyer',
      auction_title: 'Antwerp rough tender',
    });
    expect((await h.post('appointment/dayList', { day }, buyers[0]!.token)).status).toBe(403);
  });

  it('reminds each booked buyer the day before, once, even when the scheduler runs again', async () => {
    const reminders = h.app.get(ViewingReminders);
    await reminders.start();
    h.clock.advance(2 * HOUR + MINUTE);
    await reminders.runDue();
    await reminders.runDue();
    const sent = await mails('viewing-reminder-day');
    expect(sent.map((m) => m.to).sort()).toHaveLength(2);
    expect(sent[0]!.subject).toBe('Your viewing tomorrow: Antwerp');
    expect(await mails('viewing-reminder-hour')).toHaveLength(0);
  });

  it('moves an appointment to another slot, freeing the seat', async () => {
    const r = await h.post(
      'appointment/update',
      { action: 'reschedule', from_slot_id: slot, slot_id: general },
      buyers[0]!.token,
    );
    expect(r.status).toBe(200);
    expect(responseData(r).record.slot_id).toBe(general);
  });

  it('mails the booked buyers when the admin cancels a slot', async () => {
    const r = await h.post('appointment/slotAction', { action: 'cancel', id: general }, admin);
    expect(r.status).toBe(200);
    const cancelled = await mails('viewing-cancelled');
    expect(cancelled.map((m) => m.to)).toEqual(['ann@viewings.test']);
    expect((await book(buyers[3]!.token, general)).status).toBe(422);
  });
});
