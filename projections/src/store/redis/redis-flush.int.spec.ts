import type { RecordedEvent } from '@facet/event-schemas';
import { openMemoryEventStore, type MemoryEventStore } from '@facet/event-store';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { marketplaceProjections } from '../../read-models.js';
import { arrayFeed, storeFeed } from '../../runner/event-feed.js';
import { namespaceOf } from '../../runner/projection.js';
import { ProjectionRunner } from '../../runner/projection-runner.js';
import { bidStorm } from '../../testing/bid-storm.js';
import { requireRedisUrl } from '../../testing/services.js';
import { MemoryReadModelStore } from '../memory/memory-read-model-store.js';
import { RedisReadModelStore } from './redis-read-model-store.js';
import { readModelNamespaces as NS } from '../../read-models.js';
import { marketplaceLayouts } from '../../read-model-layouts.js';

// A database of its own: this spec flushes it.
const redis = new Redis(requireRedisUrl(), { db: 9 });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function append(store: MemoryEventStore, events: readonly RecordedEvent[]): Promise<void> {
  for (const e of events) {
    await store.append(
      e.stream,
      [
        {
          id: e.id,
          type: e.type,
          schemaVersion: e.schemaVersion,
          data: e.data,
          metadata: e.metadata,
        },
      ],
      'any',
    );
  }
}

async function until(cond: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('timed out waiting for the read models to catch up');
    await sleep(20);
  }
}

const sorted = (docs: object[]) => docs.map((d) => JSON.stringify(d, Object.keys(d).sort())).sort();

describe('Read models in Redis', () => {
  afterAll(() => redis.disconnect());

  it('rebuild from zero by themselves when Redis is flushed while events keep arriving', async () => {
    await redis.flushdb();
    const store = new RedisReadModelStore(redis.duplicate(), marketplaceLayouts);
    const events = openMemoryEventStore();
    // Enough bids that batches keep coming before, across and after the flush.
    const all = bidStorm(12, 25);
    const half = Math.floor(all.length / 2);
    await append(events, all.slice(0, half));
    const runner = new ProjectionRunner({
      feed: storeFeed(events),
      store,
      projections: marketplaceProjections,
    });
    await runner.start();
    await runner.caughtUp();
    expect(await store.get(NS.names, 'a')).toBeDefined();

    // Small appends with pauses, so the runner commits batches before, across and after the flush.
    for (let i = half; i < all.length; i += 10) {
      await append(events, all.slice(i, i + 10));
      await sleep(5);
      if (i - half >= 40 && i - half < 50) await redis.flushdb();
    }
    const recordedLog = await events.readAll();
    const last = recordedLog.at(-1)!.position;
    const checkpoints = () =>
      Promise.all(marketplaceProjections.map((p) => store.readCheckpoint(namespaceOf(p))));
    await until(async () => (await checkpoints()).every((cp) => cp === last));

    const fromZero = new MemoryReadModelStore(marketplaceLayouts);
    const rebuild = new ProjectionRunner({
      feed: arrayFeed(recordedLog, 7),
      store: fromZero,
      projections: marketplaceProjections,
    });
    await rebuild.start();
    await rebuild.caughtUp();
    for (const p of marketplaceProjections) {
      const ns = namespaceOf(p);
      expect(sorted(await store.all(ns)), ns).toEqual(sorted(await fromZero.all(ns)));
    }
    // The documents written before the flush are back: the scenario's users registered in the first half.
    expect(await store.get(NS.names, 'a')).toEqual(await fromZero.get(NS.names, 'a'));
    await runner.stop();
    await events.close();
    await store.close();
  });
});
