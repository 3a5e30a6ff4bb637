import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shareCommitment } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAuction } from '../../../test/backoffice-fixtures.js';
import {
  collectedShare,
  newAuditorWithId,
  registeredHolderKey,
  sealedParcel,
  setUpTenderEvent,
} from '../../../test/encrypted-tender-fixtures.js';
import {
  ADMIN,
  type Harness,
  responseData,
  startHarness,
  waitFor,
} from '../../../test/http-harness.js';

/**
 * Issue 30: a key holder's share is kept in the tender event's stream, sealed to their holder
 * key, not in one api process's memory: set up on one process, it is collected on the next one
 * started on the same store (and on a second one beside it), and opens to the committed share.
 */
describe('A sealed key share across an api restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'facet-sealed-share-'));
  let h: Harness;
  let auctionId: string;
  let auditorEmail: string;
  let adminKey: { publicKey: string; privateKey: string };
  let auditorKey: { publicKey: string; privateKey: string };
  const login = async (email: string, password: string) =>
    responseData(await h.post('user/login', { email, password })).token as string;

  beforeAll(async () => {
    h = await startHarness({}, dir);
    const signIn = responseData(await h.post('user/login', ADMIN));
    const [admin, adminId] = [signIn.token as string, signIn.user.id as string];
    auditorEmail = 'auditor@restart.test';
    const auditor = await newAuditorWithId(h, admin, auditorEmail);
    adminKey = await registeredHolderKey(h, admin);
    auditorKey = await registeredHolderKey(h, auditor.token);
    auctionId = await newAuction(h, admin, 'Rough tender, restart');
    await sealedParcel(h, admin, auctionId, '1', 10);
    await waitFor(async () => {
      const search = await h.post(
        'product/search',
        { limit: 50, page: 1, filters: { auctionid: auctionId } },
        admin,
      );
      return responseData(search).records.length === 1;
    });
    const holders = [adminId, auditor.id];
    const r = await setUpTenderEvent(h, admin, auctionId, holders);
    expect(r.status).toBe(200);
    // Nobody collected before the process went away.
    await h.close();
    h = await startHarness({}, dir);
  });

  afterAll(async () => {
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is collected from the restarted api, and opens only with its holder key to the committed share', async () => {
    const admin = await login(ADMIN.email, ADMIN.password);
    const auditor = await login(auditorEmail, 'correct-horse');
    const mine = await collectedShare(h, auctionId, admin, adminKey);
    expect(await shareCommitment(mine.share)).toBe(mine.answer.share_sha256);
    const theirs = await collectedShare(h, auctionId, auditor, auditorKey);
    expect(await shareCommitment(theirs.share)).toBe(theirs.answer.share_sha256);
    // Another holder's key does not open it: the box is the holder's alone.
    await expect(collectedShare(h, auctionId, admin, auditorKey)).rejects.toThrow(
      /does not open with this holder key/,
    );
  });

  it('is served alike by a second api process on the same store', async () => {
    const other = await startHarness({}, dir);
    try {
      const admin = await login(ADMIN.email, ADMIN.password);
      const here = await collectedShare(h, auctionId, admin, adminKey);
      // Each process signs its own sessions in: the admin signs in on the second one too.
      const token = responseData(await other.post('user/login', ADMIN)).token as string;
      const there = await collectedShare(other, auctionId, token, adminKey);
      expect(there.share).toBe(here.share);
    } finally {
      await other.close();
    }
  });
});
