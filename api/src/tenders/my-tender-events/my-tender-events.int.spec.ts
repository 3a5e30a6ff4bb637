import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAuction } from '../../../test/backoffice-fixtures.js';
import {
  heldByAdminAndAuditor,
  newAuditorWithId,
  sealedParcel,
} from '../../../test/encrypted-tender-fixtures.js';
import {
  ADMIN,
  type Harness,
  MINUTE,
  responseData,
  signUp,
  startHarness,
  waitFor,
} from '../../../test/http-harness.js';
import { LotScheduler } from '../../scheduler/lot-scheduler.js';

/** Issue 30: a key holder finds the tender events whose shares they hold, and where each stands. */
describe('A key holder’s tender events (tender/myEvents)', () => {
  let h: Harness;
  let admin: string;
  let adminId: string;
  let auditor: { token: string; id: string };
  let buyer: { token: string; id: string };
  let auctionId: string;
  const shares: Record<string, string> = {};

  const mine = async (token: string) =>
    responseData(await h.post('tender/myEvents', {}, token)).events as Record<string, unknown>[];

  beforeAll(async () => {
    h = await startHarness();
    const login = responseData(await h.post('user/login', ADMIN));
    [admin, adminId] = [login.token as string, login.user.id as string];
    auditor = await newAuditorWithId(h, admin, 'auditor@holder.test');
    buyer = await signUp(h, 'Bea', 'bea@holder.test');
    auctionId = await newAuction(h, admin, 'Rough tender, held');
    for (const n of ['1', '2']) await sealedParcel(h, admin, auctionId, n, 10);
    await waitFor(async () => {
      const r = await h.post(
        'product/search',
        { limit: 50, page: 1, filters: { auctionid: auctionId } },
        admin,
      );
      return r.body.data.responseData.records.length === 2;
    });
    const held = await heldByAdminAndAuditor(h, { token: admin, id: adminId }, auditor, auctionId);
    [shares[adminId], shares[auditor.id]] = held.shares as [string, string];
  });

  afterAll(async () => {
    await h?.close();
  });

  it('lists the event for each holder, waiting for shares, and nothing for a buyer who holds none', async () => {
    await waitFor(async () => (await mine(auditor.token)).length === 1);
    expect((await mine(auditor.token))[0]).toMatchObject({
      auction_id: auctionId,
      title: 'Rough tender, held',
      lot_count: 2,
      state: 'waiting_for_shares',
      presented: 0,
      threshold: 2,
      holders: 2,
      you_presented: false,
    });
    expect(await mine(admin)).toHaveLength(1);
    expect(await mine(buyer.token)).toEqual([]);
  });

  it('says k of t once a share is presented after the close, then opened', async () => {
    h.clock.advance(11 * MINUTE);
    await h.app.get(LotScheduler).runDue();
    const present = (id: string, token: string) =>
      h.post('tender/presentShare', { auction_id: auctionId, share: shares[id] }, token);
    await waitFor(async () => (await present(auditor.id, auditor.token)).status === 200);
    await waitFor(async () => (await mine(auditor.token))[0]?.state === 'shares_presented');
    expect((await mine(auditor.token))[0]).toMatchObject({ presented: 1, you_presented: true });
    expect((await mine(admin))[0]).toMatchObject({ presented: 1, you_presented: false });
    expect((await present(adminId, admin)).status).toBe(200);
    await waitFor(async () => (await mine(admin))[0]?.state === 'opened');
    expect((await mine(admin))[0]).toMatchObject({ presented: 2, threshold: 2 });
  });
});
