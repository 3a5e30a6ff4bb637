import { describe, expect, it } from 'vitest';
import { marketplaceEventFamilies, type RecordedEvent } from '@facet/event-schemas';
import { marketplaceLayouts } from '../read-model-layouts.js';
import { marketplaceProjections } from '../read-models.js';
import { bidStorm } from '../testing/bid-storm.js';
import { MemoryReadModelStore } from '../store/memory/memory-read-model-store.js';
import { arrayFeed } from './event-feed.js';
import { EventRouting } from './event-routing.js';
import type { EventType } from './event-types.js';
import { namespaceOf, type ProjectedEvent, type Projection } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';

const ALL_TYPES = marketplaceEventFamilies.flatMap((f) => f.map((d) => d.type as EventType));
/**
 * On a stream of no aggregate's prefix: a read model routed by its stream (a lot's, an auction's)
 * declares its stream's family of events (typesOf), the only ones its decider appends there.
 */
const STREAM = 'x-1';

/** Data answering every field asked with a value, so a route that would take the event says so. */
const anyData: object = new Proxy(
  {},
  {
    get: (_t, key) => (key === 'lines' ? [] : typeof key === 'string' ? 'x' : undefined),
    has: () => true,
  },
);

const takes = (p: Projection, type: string, stream: string): boolean => {
  const e = { type, stream, revision: 0, data: anyData } as unknown as ProjectedEvent;
  const r = p.route(e);
  return typeof r === 'string' || r.length > 0 || p.entryGroup?.(e) !== undefined;
};

async function rebuilt(events: RecordedEvent[], projections: readonly Projection[]) {
  const store = new MemoryReadModelStore(marketplaceLayouts);
  const runner = new ProjectionRunner({ feed: arrayFeed(events, 37), store, projections });
  await runner.start();
  await runner.caughtUp();
  return store;
}

describe('Event routing: each read model gets only the event types it declares (issue 29)', () => {
  it('no read model routes an event of a type it does not declare', () => {
    const missed = marketplaceProjections.flatMap((p) =>
      ALL_TYPES.filter((type) => !p.types?.includes(type) && takes(p, type, STREAM)).map(
        (type) => `${p.name}: ${type}`,
      ),
    );
    expect(missed).toEqual([]);
  });

  it('splits a batch into each read model its own events, in order; one with no types gets all', () => {
    const lotOnly = { name: 'a', version: 1, types: ['LotCreated'] } as unknown as Projection;
    const everything = { name: 'b', version: 1 } as unknown as Projection;
    const events = [
      { type: 'LotCreated', revision: 0 },
      { type: 'UserRegistered', revision: 0 },
      { type: 'LotCreated', revision: 1 },
    ] as unknown as ProjectedEvent[];
    const [a, b] = new EventRouting([lotOnly, everything]).split(events);
    expect(a).toEqual([events[0], events[2]]);
    expect(b).toBe(events);
  });

  it('rebuilds every read model as it did when each read model took every event', async () => {
    const log = bidStorm(5, 20);
    const untyped = marketplaceProjections.map(({ types: _types, ...p }) => p as Projection);
    const [routed, all] = await Promise.all([
      rebuilt(log, marketplaceProjections),
      rebuilt(log, untyped),
    ]);
    for (const p of marketplaceProjections) {
      const ns = namespaceOf(p);
      expect(await routed.all(ns), ns).toEqual(await all.all(ns));
    }
  });
});
