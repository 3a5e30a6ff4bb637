import type { RecordedEvent } from '@facet/event-schemas';
import type { MemoryEventStore } from '@facet/event-store';
import { expect } from 'vitest';
import { marketplaceProjections, readModelNamespaces as NS } from '../read-models.js';
import { marketplaceLayouts } from '../read-model-layouts.js';
import { arrayFeed } from '../runner/event-feed.js';
import { namespaceOf } from '../runner/projection.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { MemoryReadModelStore } from '../store/memory/memory-read-model-store.js';
import type { ReadModelStore } from '../store/read-model-store.port.js';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sorted = (docs: object[]) => docs.map((d) => JSON.stringify(d, Object.keys(d).sort())).sort();

/** Appends recorded events again one by one (ids kept), as writers commit them in a live run. */
export async function appendOneByOne(
  store: MemoryEventStore,
  events: readonly RecordedEvent[],
): Promise<void> {
  for (const e of events) {
    const { id, type, schemaVersion, data, metadata } = e;
    await store.append(e.stream, [{ id, type, schemaVersion, data, metadata }], 'any');
  }
}

/**
 * quality.md's "read models converge to the fold of the log" after a Redis fault: once every
 * checkpoint reaches the log's end, each namespace deep-equals a rebuild from zero, the documents
 * of the run's first events (user 'a') included. A store still recovering answers errors: waited.
 */
export async function expectConvergedToTheLog(
  store: ReadModelStore,
  events: MemoryEventStore,
  withinMs = 60_000,
): Promise<void> {
  const recordedLog = await events.readAll();
  const last = recordedLog.at(-1)?.position;
  const checkpoints = () =>
    Promise.all(marketplaceProjections.map((p) => store.readCheckpoint(namespaceOf(p))));
  const end = Date.now() + withinMs;
  while (!(await checkpoints().catch(() => [undefined])).every((cp) => cp === last)) {
    if (Date.now() > end) throw new Error('timed out waiting for the read models to converge');
    await sleep(50);
  }
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
  expect(await store.get(NS.names, 'a')).toEqual(await fromZero.get(NS.names, 'a'));
}
