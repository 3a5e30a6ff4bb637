import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotWithTwoBidders } from '../../../test/bidding-fixtures.js';
import { adminToken, type Buyer, lotCard } from '../../../test/commerce-fixtures.js';
import { type Harness, startHarness } from '../../../test/http-harness.js';

/**
 * Issue 19, defect 6: A bid 200 (c1), then 200 again with a new command id c2 and was told
 * 'Bid placed successfully' while nothing was recorded; once B bid 300, A's retry of c2 answered
 * 422. And a command id reused with another body answered with the first body's outcome.
 */
describe('Answers that never change on a retry, and command ids bound to their request', () => {
  let h: Harness;
  let lot: string;
  let ann: Buyer;
  let ben: Buyer;
  const confirm = (who: Buyer, wsprice: number, commandId: string) =>
    h.post('bid/confirm', { id: lot, wsprice, bidding_type: 'proxy', commandId }, who.token);

  beforeAll(async () => {
    h = await startHarness();
    ({ lot, ann, ben } = await lotWithTwoBidders(
      h,
      await adminToken(h.post),
      { title: 'Retry lot', weight: '1.00', sprice: 200 },
      'retry.test',
    ));
  });
  afterAll(() => h?.close());

  it('refuses the same maximum again, and gives that same refusal on every retry', async () => {
    expect((await confirm(ann, 200, 'c1')).status).toBe(200);
    const again = await confirm(ann, 200, 'c2');
    expect([again.status, again.body.data.message]).toEqual([
      422,
      'Your maximum bid is already $200.00',
    ]);
    expect((await confirm(ben, 300, 'b1')).status).toBe(200);
    // A refusal records nothing, so Ann's retry is decided again: still refused, now below the
    // next bid. Never the 'Bid placed successfully' of a bid that was not recorded.
    const retry = await confirm(ann, 200, 'c2');
    expect([retry.status, retry.body.data.code]).toEqual([422, 'bid.below-minimum']);
  });

  it('answers a retry of an accepted bid with its first answer, even after others bid', async () => {
    const first = await confirm(ann, 500, 'c3');
    expect(first.status).toBe(200);
    expect((await confirm(ben, 600, 'b2')).status).toBe(200);
    const retry = await confirm(ann, 500, 'c3');
    expect([retry.status, retry.body.data.message]).toEqual([200, first.body.data.message]);
  });

  it('refuses a command id reused with another amount (409) and records nothing', async () => {
    const before = (await lotCard(h, lot, ann.token))?.bid_count;
    const reused = await confirm(ann, 900, 'c3');
    expect([reused.status, reused.body.data.code, reused.body.data.message]).toEqual([
      409,
      'command.reused',
      'command id reused with a different request',
    ]);
    expect((await lotCard(h, lot, ann.token))?.bid_count).toBe(before);
  });
});
