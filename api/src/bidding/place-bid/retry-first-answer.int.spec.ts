import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotWithTwoBidders } from '../../../test/bidding-fixtures.js';
import { adminToken, type Buyer } from '../../../test/commerce-fixtures.js';
import { type Harness, startHarness } from '../../../test/http-harness.js';

/**
 * Issue 28 item 7: a retried bid (same commandId) answered its first revision and receipt but
 * today's wprice, next_bid and bidtopstatus. A retry gets the first answer, whole, after others
 * bid and after a restart: the bus answers a repeat with the state its own events left.
 */
describe('A retried bid gets its first answer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'facet-retry-'));
  let h: Harness;
  let lot: string;
  let ann: Buyer;
  let ben: Buyer;
  const confirm = (who: Buyer, wsprice: number, commandId: string) =>
    h.post('bid/confirm', { id: lot, wsprice, bidding_type: 'proxy', commandId }, who.token);

  beforeAll(async () => {
    h = await startHarness({}, dir);
    ({ lot, ann, ben } = await lotWithTwoBidders(
      h,
      await adminToken(h.post),
      { title: 'First answer lot', weight: '1.00', sprice: 200 },
      'first-answer.test',
    ));
  });
  afterAll(async () => {
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the retry as it answered the bid, after a higher bid and after a restart', async () => {
    const first = await confirm(ann, 500, 'ann-1');
    expect(first.status).toBe(200);
    expect((await confirm(ben, 600, 'ben-1')).status).toBe(200);

    const retry = await confirm(ann, 500, 'ann-1');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);

    await h.close();
    h = await startHarness({}, dir);
    const afterRestart = await confirm(ann, 500, 'ann-1');
    expect(afterRestart.status).toBe(200);
    expect(afterRestart.body).toEqual(first.body);
  });
});
