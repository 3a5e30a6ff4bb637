import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSealedShare, verifyTenderOpening } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Harness, MINUTE, startHarness } from '../../test/http-harness.js';
import { LotScheduler } from '../scheduler/lot-scheduler.js';
import { TENDER_DEMO_DIR } from './demo-tender.seed.js';

/** Issue 30: the demo's encrypted tender event, opened with the admin's and the auditor's shares. */
describe('Demo encrypted tender', () => {
  let h: Harness;
  const login = async (email: string, password: string) =>
    (await h.post('user/login', { email, password })).body.data.responseData.token as string;
  const shareOf = (who: string) =>
    JSON.parse(readFileSync(join(h.dataDir, TENDER_DEMO_DIR, `${who}.share.json`), 'utf8')) as {
      auction_id: string;
      share: string;
    };

  beforeAll(async () => {
    h = await startHarness({ SEED_DEMO: '1' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('writes how to open it and the shares of the admin and the auditor under the data folder', () => {
    const howTo = readFileSync(join(h.dataDir, TENDER_DEMO_DIR, 'how-to-open.txt'), 'utf8');
    expect(howTo).toContain(shareOf('admin').auction_id);
    expect(howTo).toContain('tender/presentShare');
    expect(howTo).toContain(`/tenders/${shareOf('admin').auction_id}`);
  });

  it("keeps the shares sealed to the demo holders' keys: the admin's key file opens the collected one", async () => {
    const admin = await login(ADMIN.email, ADMIN.password);
    const { auction_id, share } = shareOf('admin');
    const key = JSON.parse(
      readFileSync(join(h.dataDir, TENDER_DEMO_DIR, 'admin.holder-key.json'), 'utf8'),
    ) as { public_key: string; private_key: string };
    const collected = (await h.post('tender/collectShare', { auction_id }, admin)).body.data
      .responseData;
    expect(collected.holder_key).toBe(key.public_key);
    const pair = { publicKey: key.public_key, privateKey: key.private_key };
    expect(await openSealedShare(collected.sealed_share, pair)).toBe(share);
  });

  it('opens after its close with those two shares, and the opening verifies offline', async () => {
    const admin = await login(ADMIN.email, ADMIN.password);
    const auditor = await login('auditor@facet.test', 'auditor-demo-pass');
    const { auction_id, share } = shareOf('admin');
    h.clock.advance(3 * MINUTE);
    await h.app.get(LotScheduler).runDue();
    const first = await h.post('tender/presentShare', { auction_id, share }, admin);
    expect(first.body.data.responseData).toMatchObject({ needed: 1, opened: false });
    const second = await h.post(
      'tender/presentShare',
      { auction_id, share: shareOf('auditor').share },
      auditor,
    );
    expect(second.body.data.responseData).toMatchObject({ needed: 0, opened: true });
    const opening = (await h.post('tender/opening', { auction_id })).body.data.responseData;
    expect(opening.award.map((p: any) => p.winner.amount)).toEqual([530_00, 655_00]);
    expect((await verifyTenderOpening(opening)).ok).toBe(true);
  });
});
