import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@facet/event-schemas';
import { readModelNamespaces as NS } from '../read-models.js';
import { marketplaceLayouts } from '../read-model-layouts.js';
import { arrayFeed } from '../runner/event-feed.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { MemoryReadModelStore } from '../store/memory/memory-read-model-store.js';
import { recorded } from '../testing/recorded-event.builder.js';
import { sellerLotIndexProjection, type SellerLotIndexDoc } from './seller-lot-index.projection.js';

/** The index alone: the listings below carry only what it reads. */
async function projectedStore(events: RecordedEvent[]) {
  const store = new MemoryReadModelStore(marketplaceLayouts);
  const runner = new ProjectionRunner({
    feed: arrayFeed(events),
    store,
    projections: [sellerLotIndexProjection],
  });
  await runner.start();
  await runner.caughtUp();
  return store;
}

const listed = (lotId: string, sellerId: string, at: string) =>
  recorded(`lot-${lotId}`, 0, 'LotCreated', { lotId, sellerId, at });

describe("A seller's lot index", () => {
  it("lists each seller's lots, first listed first, lots listed together by id", async () => {
    const store = await projectedStore([
      listed('l3', 's1', '2030-01-02T00:00:00.000Z'),
      listed('l2', 's1', '2030-01-01T00:00:00.000Z'),
      listed('l1', 's1', '2030-01-02T00:00:00.000Z'),
      listed('l9', 's2', '2030-01-01T00:00:00.000Z'),
    ]);
    const doc = await store.get<SellerLotIndexDoc>(NS.sellerLotIndex, 's1');
    expect(doc?.lots.map((l) => l.lotId)).toEqual(['l2', 'l1', 'l3']);
    expect((await store.ids(NS.sellerLotIndex)).sort()).toEqual(['s1', 's2']);
  });
});
