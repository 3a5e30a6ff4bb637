import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { storedEvents } from '../../../test/commerce-fixtures.js';
import { newAuction, startAsAdmin } from '../../../test/backoffice-fixtures.js';
import {
  lotCard,
  newSealedLot,
  runSchedulerAfter,
  sealedOffer,
} from '../../../test/bidding-fixtures.js';
import { type Harness, responseData, signUp, waitFor } from '../../../test/http-harness.js';

const WINDOW = 60;

/**
 * Issue 30, the seller's approval window (APPR-1..4) over HTTP on the embedded store: a tender
 * event with a window; at the close each parcel's best tender is provisional; the seller accepts
 * one, refuses one, and leaves one to the deadline.
 */
describe("A tender event with the seller's approval window", () => {
  let h: Harness;
  let admin: string;
  let alice: { token: string; id: string };
  let bruno: { token: string; id: string };
  let auctionId: string;
  const lots: Record<'accepted' | 'refused' | 'unanswered', string> = {
    accepted: '',
    refused: '',
    unanswered: '',
  };

  const parcel = (title: string) =>
    newSealedLot(h, admin, 10, {
      title,
      pricing: 'per_item',
      weight: '12.00',
      total_stones: 3,
      auctionid: auctionId,
    });
  const tender = (id: string, dollars: number, token: string) => sealedOffer(h, id, dollars, token);
  const card = (id: string, token: string) => lotCard(h, id, token);
  const answer = (id: string, decision: 'accept' | 'refuse') =>
    h.post('seller/offer/changeApprovalStatus', { id, decision }, admin);
  const runAfter = (minutes: number) => runSchedulerAfter(h, minutes);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    alice = await signUp(h, 'Alice', 'alice@approval.test');
    bruno = await signUp(h, 'Bruno', 'bruno@approval.test');
    auctionId = await newAuction(h, admin, 'Tender event, Gaborone', {
      approval_window_minutes: WINDOW,
    });
    for (const k of Object.keys(lots) as (keyof typeof lots)[])
      lots[k] = await parcel(`Parcel ${k}`);
    const bus = h.app.get(LotCommandBus);
    await waitFor(async () => (await bus.load(lots.unanswered)).phase === 'open');
    for (const id of Object.values(lots)) {
      expect((await tender(id, 530, alice.token)).status).toBe(200);
      expect((await tender(id, 545, bruno.token)).status).toBe(200);
    }
    await runAfter(11);
  });
  afterAll(async () => h?.close());

  it("keeps the tender event's window, and makes each best tender provisional at the close (APPR-1)", async () => {
    const saved = responseData(
      await h.post('seller/auction/getSingleAuction', { id: auctionId }, admin),
    );
    expect(saved.record.approval_window_minutes).toBe(WINDOW);
    for (const id of Object.values(lots)) {
      await waitFor(
        async () => (await card(id, bruno.token))?.bidtopstatus === 'awaiting_approval',
      );
      expect((await card(id, alice.token)).bidtopstatus).toBe('awaiting_approval');
      expect((await card(id, bruno.token)).buynowed).toBeNull();
    }
    const offers = responseData(
      await h.post('seller/offer/adminoffers', { status: 'all', lot_id: lots.accepted }, admin),
    ).records;
    const winner = offers.find((o: { user_id: string }) => o.user_id === bruno.id);
    expect(winner.approval_deadline).toBeDefined();
    expect(
      offers.find((o: { user_id: string }) => o.user_id === alice.id).approval_deadline,
    ).toBeUndefined();
  });

  it('sells the parcel the seller accepts to its best tender: Won, and Lost for the other (APPR-2)', async () => {
    const r = await answer(lots.accepted, 'accept');
    expect(r.status).toBe(200);
    expect(responseData(r)).toMatchObject({ market_status: 'sold', buynowed: bruno.id });
    await waitFor(async () => (await card(lots.accepted, bruno.token))?.bidtopstatus === 'won');
    expect((await card(lots.accepted, alice.token)).bidtopstatus).toBe('lost');
  });

  it('leaves the parcel the seller refuses unsold: Lost for every tenderer (APPR-3)', async () => {
    expect((await answer(lots.refused, 'refuse')).status).toBe(200);
    await waitFor(async () => (await card(lots.refused, bruno.token))?.market_status === 'unsold');
    expect((await card(lots.refused, bruno.token)).bidtopstatus).toBe('lost');
  });

  it('accepts the unanswered parcel at the deadline, and refuses an answer after it (APPR-4)', async () => {
    await runAfter(WINDOW + 1);
    await waitFor(async () => (await card(lots.unanswered, bruno.token))?.bidtopstatus === 'won');
    const decided = (await storedEvents(h, 'SealedOfferApprovalDecided')).map((e) => [
      e.data.lotId,
      e.data.decision,
      e.data.decidedBy,
    ]);
    expect(decided).toEqual([
      [lots.accepted, 'accepted', expect.any(String)],
      [lots.refused, 'refused', expect.any(String)],
      [lots.unanswered, 'accepted', 'system'],
    ]);
    const late = await answer(lots.unanswered, 'refuse');
    expect(late.status).toBe(422);
  });

  it('shows the decision in the replay', async () => {
    const timeline = responseData(
      await h.post('admin/replay/timeline', { lot_id: lots.refused }, admin),
    );
    const last = timeline.steps.at(-1).step as number;
    const frame = responseData(
      await h.post('admin/replay/frame', { lot_id: lots.refused, step: last }, admin),
    );
    expect(frame.lots[0].explanations.map((x: { rule: string }) => x.rule)).toEqual(
      expect.arrayContaining(['approval-provisional', 'approval-refused']),
    );
  });
});
