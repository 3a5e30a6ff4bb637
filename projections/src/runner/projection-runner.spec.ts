import { describe, expect, it, vi } from 'vitest';
import type { LotCardDoc } from '../lot-card/lot-card.doc.js';
import { marketplaceProjections } from '../read-models.js';
import { MemoryReadModelStore } from '../store/memory/memory-read-model-store.js';
import type { NamespaceCommit } from '../store/read-model-store.port.js';
import { bidStorm } from '../testing/bid-storm.js';
import { marketplaceScenario } from '../testing/marketplace-scenario.js';
import { recorded } from '../testing/recorded-event.builder.js';
import { arrayFeed, type EventFeed } from './event-feed.js';
import { namespaceOf } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';
import { readModelNamespaces as NS } from '../read-models.js';
import { marketplaceLayouts } from '../read-model-layouts.js';

const events = marketplaceScenario();

async function run(
  store: MemoryReadModelStore,
  evts = events,
  batchSize = 3,
): Promise<ProjectionRunner> {
  const runner = new ProjectionRunner({
    feed: arrayFeed(evts, batchSize),
    store,
    projections: marketplaceProjections,
  });
  await runner.start();
  await runner.caughtUp();
  return runner;
}

async function rebuilt(): Promise<MemoryReadModelStore> {
  const store = new MemoryReadModelStore(marketplaceLayouts);
  await run(store);
  return store;
}

async function snapshot(store: MemoryReadModelStore) {
  const out: Record<string, unknown> = {};
  for (const p of marketplaceProjections) out[namespaceOf(p)] = await store.all(namespaceOf(p));
  return out;
}

/**
 * The memory store refusing every fold in place, as the port lets a store refuse one while a
 * reader may hold its documents: the runner then loads, folds copies and commits each batch.
 */
class CommitOnlyStore extends MemoryReadModelStore {
  override foldInPlace(): boolean {
    return false;
  }
}

describe('ProjectionRunner', () => {
  it('writes every read model and the checkpoint of the last event', async () => {
    const store = new MemoryReadModelStore(marketplaceLayouts);
    await run(store);
    expect(await store.readCheckpoint(NS.card)).toBe(events.at(-1)?.position);
    expect((await store.all(NS.card)).length).toBe(3);
  });

  it('never changes a document a reader holds, though the rebuild before any reader changed them in place', async () => {
    const store = new MemoryReadModelStore(marketplaceLayouts);
    const half = Math.floor(events.length / 2);
    await run(store, events.slice(0, half));
    const held = await store.all<LotCardDoc>(NS.card);
    const asRead = JSON.stringify(held);
    await run(store);
    expect(JSON.stringify(held)).toBe(asRead);
    const now = await store.all<LotCardDoc>(NS.card);
    // The rest of the log did move cards on: the reader's copies stayed as they were read.
    expect(now.some((card, i) => card.revision !== held[i]?.revision)).toBe(true);
    expect(now).toEqual((await snapshot(await rebuilt()))[NS.card]);
  });

  it('folds the rebuild straight into the store and ends where loading, folding and committing ends', async () => {
    // Beyond the scenario: many bids per lot and buyer, a retracted bid, a watchlist changed twice.
    const AT = '2030-01-01T11:00:00.000Z';
    const longer = [
      ...bidStorm(4, 30),
      recorded('lot-l1', 4, 'BidRetracted', {
        lotId: 'l1',
        bidId: 'b2',
        userId: 'b',
        reason: 'typo',
        retractedBy: 'admin',
        wprice: 1_500_00,
        leaderId: 'a',
        at: AT,
      }),
      recorded('watchlist-a', 1, 'WatchlistRemoved', { userId: 'a', lotId: 'l2', at: AT }),
      recorded('watchlist-a', 2, 'WatchlistAdded', { userId: 'a', lotId: 's1', at: AT }),
    ];
    const direct = new MemoryReadModelStore(marketplaceLayouts);
    const commit = vi.spyOn(direct, 'commit');
    await run(direct, longer, 25);
    expect(commit).not.toHaveBeenCalled();
    const committed = new MemoryReadModelStore(marketplaceLayouts);
    // A listener asks for each batch's changes: the runner then loads, folds copies and commits.
    const runner = new ProjectionRunner({
      feed: arrayFeed(longer, 25),
      store: committed,
      projections: marketplaceProjections,
    });
    runner.onBatch(() => undefined);
    await runner.start();
    await runner.caughtUp();
    const folded = await snapshot(direct);
    expect(folded).toEqual(await snapshot(committed));
    expect(folded[NS.watchlist]).toEqual([
      { id: 'a', lotIds: ['s1'], auctionIds: [], $rev: { 'watchlist-a': 2 } },
    ]);
    expect(
      (folded[NS.history] as { id: string; rows: unknown[] }[]).find((h) => h.id === 'l1')?.rows,
    ).toHaveLength(2);
    expect(await direct.readCheckpoint(NS.myBids)).toBe(longer.at(-1)?.position);
  });

  it('changes nothing when a batch is delivered twice (idempotent by stream revision)', async () => {
    const once = new MemoryReadModelStore(marketplaceLayouts);
    await run(once);
    const twice = new MemoryReadModelStore(marketplaceLayouts);
    await run(twice, [...events.slice(0, 10), ...events.slice(5)], 4);
    expect(await snapshot(twice)).toEqual(await snapshot(once));
  });

  it('ends equal to a rebuild when killed between document write and checkpoint', async () => {
    const rebuilt = new MemoryReadModelStore(marketplaceLayouts);
    await run(rebuilt);
    // Without its fold in place, so every batch goes through the commit killed below.
    const store = new CommitOnlyStore(marketplaceLayouts);
    let commits = 0;
    const real = store.commit.bind(store);
    store.commit = async (c: readonly NamespaceCommit[]) => {
      commits += 1;
      if (commits === 3) {
        // Documents land, the checkpoint does not: what a non-atomic store would leave behind.
        await real(
          c
            .map((x) => ({ ...x, checkpoint: x.expected ?? '' }))
            .map((x) => ({ ...x, expected: x.expected })),
        );
        throw new Error('killed');
      }
      return real(c);
    };
    const crashed = new ProjectionRunner({
      feed: arrayFeed(events, 3),
      store,
      projections: marketplaceProjections,
    });
    await crashed.start();
    await expect(crashed.caughtUp()).rejects.toThrow('killed');
    store.commit = real;
    await run(store);
    expect(await snapshot(store)).toEqual(await snapshot(rebuilt));
  });

  it('rebuilds by itself when the store is flushed mid-run', async () => {
    const rebuilt = new MemoryReadModelStore(marketplaceLayouts);
    await run(rebuilt);
    const store = new MemoryReadModelStore(marketplaceLayouts);
    await run(store, events.slice(0, 6));
    store.flush();
    const runner = new ProjectionRunner({
      feed: arrayFeed(events, 3),
      store,
      projections: marketplaceProjections,
    });
    await runner.start();
    await runner.caughtUp();
    expect(await snapshot(store)).toEqual(await snapshot(rebuilt));
  });

  it('starts over from zero when the store loses its checkpoint in the middle of the rebuild at start', async () => {
    const store = new MemoryReadModelStore(marketplaceLayouts);
    const feed = arrayFeed(events, 3);
    let batches = 0;
    // The third batch finds the store emptied under the runner's fold in place (a restarted store).
    const flushing: EventFeed = {
      ...feed,
      subscribe: (from, handler) =>
        feed.subscribe(from, async (b) => {
          if (++batches === 3) store.flush();
          return handler(b);
        }),
    };
    const runner = new ProjectionRunner({
      feed: flushing,
      store,
      projections: marketplaceProjections,
    });
    await runner.start();
    await expect(runner.caughtUp()).rejects.toThrow('rebuilding');
    await new Promise((r) => setImmediate(r));
    await runner.caughtUp();
    expect(await snapshot(store)).toEqual(await snapshot(await rebuilt()));
  });

  it('rebuilds a new version side by side while the old one keeps serving', async () => {
    const store = new MemoryReadModelStore(marketplaceLayouts);
    await run(store);
    const v2 = { ...marketplaceProjections[0]!, version: 2 };
    const runner = new ProjectionRunner({
      feed: arrayFeed(events, 5),
      store,
      projections: [...marketplaceProjections, v2],
    });
    await runner.start();
    await runner.caughtUp();
    expect(await store.all(namespaceOf(v2))).toEqual(await store.all(NS.card));
    expect(await store.readCheckpoint(namespaceOf(v2))).toBe(await store.readCheckpoint(NS.card));
  });

  it('measures lag only for events committed after it started, not for the replay', async () => {
    const startedLater = Math.max(...events.map((e) => Date.parse(e.recordedAt))) + 1;
    const runner = new ProjectionRunner({
      feed: arrayFeed(events, 100),
      store: new MemoryReadModelStore(marketplaceLayouts),
      projections: marketplaceProjections,
      now: () => startedLater,
    });
    await runner.start();
    await runner.caughtUp();
    expect(runner.lag.count).toBe(0);
  });

  it('notifies changed documents after each commit and measures lag', async () => {
    const store = new MemoryReadModelStore(marketplaceLayouts);
    // Started before the events were committed (first reading), read them later.
    let readings = 0;
    const now = () => (readings++ === 0 ? 0 : Date.parse('2100-01-01T00:00:00.000Z'));
    const runner = new ProjectionRunner({
      feed: arrayFeed(events, 100),
      store,
      projections: marketplaceProjections,
      now,
    });
    const changed: string[] = [];
    runner.onBatch((n) =>
      changed.push(...n.changes.filter((c) => c.projection === 'lot-card').map((c) => c.id)),
    );
    await runner.start();
    await runner.caughtUp();
    expect(new Set(changed)).toEqual(new Set(['l1', 'l2', 'l3']));
    expect(runner.lag.count).toBe(events.length);
  });
});
