import { describe, expect, it } from 'vitest';
import { arrayFeed } from '../runner/event-feed.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { MemoryReadModelStore } from '../store/memory/memory-read-model-store.js';
import { recorded } from '../testing/recorded-event.builder.js';
import { readModelNamespaces as NS } from '../read-models.js';
import { marketplaceLayouts } from '../read-model-layouts.js';
import { sealedOffersProjection, type SealedOffersDoc } from './sealed-offers.projection.js';

const AT = '2030-01-01T10:00:00.000Z';
const offer = (rev: number, userId: string, amount: number) =>
  recorded('lot-s1', rev, 'SealedOfferPlaced', {
    lotId: 's1',
    bidId: `b${rev}`,
    userId,
    amount,
    at: AT,
  });
const ended = (rev: number) =>
  recorded('lot-s1', rev, 'SealedOfferWindowEnded', {
    lotId: 's1',
    offerCount: 2,
    approvalDeadline: null,
    at: AT,
  });

async function offers(events: ReturnType<typeof recorded>[]): Promise<SealedOffersDoc | undefined> {
  const store = new MemoryReadModelStore(marketplaceLayouts);
  const runner = new ProjectionRunner({
    feed: arrayFeed(events, 2),
    store,
    projections: [sealedOffersProjection],
  });
  await runner.start();
  await runner.caughtUp();
  return store.get<SealedOffersDoc>(NS.sealedOffers, 's1');
}

describe('Sealed offers of a lot', () => {
  it("keeps each bidder's latest offer only", async () => {
    const doc = await offers([offer(1, 'a', 450_00), offer(2, 'b', 470_00), offer(3, 'a', 480_00)]);
    expect(doc?.offers.map((o) => [o.userId, o.amount])).toEqual([
      ['b', 470_00],
      ['a', 480_00],
    ]);
    expect(doc?.phase).toBe('open');
  });

  it('awaits an award once the window ends, then names the winner', async () => {
    const log = [offer(1, 'a', 450_00), offer(2, 'b', 470_00), ended(3)];
    expect((await offers(log))?.phase).toBe('awaiting_award');
    const awarded = recorded('lot-s1', 4, 'SealedOfferAwarded', {
      lotId: 's1',
      bidId: 'b1',
      userId: 'a',
      amount: 450_00,
      awardedBy: 'seller',
      at: AT,
    });
    expect(await offers([...log, awarded])).toMatchObject({ phase: 'awarded', winnerId: 'a' });
  });

  it('is rejected when the seller declines them all', async () => {
    const declined = recorded('lot-s1', 4, 'SealedOffersRejected', {
      lotId: 's1',
      rejectedBy: 'seller',
      at: AT,
    });
    expect((await offers([offer(1, 'a', 450_00), ended(2), declined]))?.phase).toBe('rejected');
  });
});
