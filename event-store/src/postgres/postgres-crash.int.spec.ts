import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@facet/event-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivatePostgres } from '../testing/private-postgres.js';
import { crashBatch, type AppendMark } from './postgres-crash-batch.fixture.js';
import { WriterProcess, type Ack } from './postgres-crash-writer-process.fixture.js';
import { openPostgresEventStore } from './postgres-event-store.js';

/** The transaction an event committed in: the first half of the adapter's position. */
const transactionOf = (e: RecordedEvent): string => e.position.split('.')[0] ?? '';

function withinSeconds<T>(s: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} still waiting after ${s} s`)), s * 1000);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The end state after a crash, read by a fresh store: what the writer was acknowledged is there
 * exactly once and where it was told; every stream is contiguous and chained; every append is
 * whole and in one transaction; the global log holds each stream in revision order; and every
 * stream takes its next append (no lock left behind by a dead connection).
 */
async function expectSurvived(url: string, schema: string, acks: Ack[]): Promise<void> {
  const store = await openPostgresEventStore({ url, schema });
  try {
    const streams = [...new Set(acks.map((a) => a.stream))].sort();
    for (const stream of streams) {
      const head = (await store.readStream(stream)).at(-1);
      const next = crashBatch(stream, randomUUID(), 3);
      const done = store.append(stream, next, head?.revision ?? 'no_stream');
      await withinSeconds(20, `the next append to ${stream}`, done);
    }

    const byStream = new Map<string, RecordedEvent[]>();
    for (const stream of streams) {
      const events = await store.readStream(stream);
      byStream.set(stream, events);
      expect(
        events.map((e) => e.revision),
        stream,
      ).toEqual(events.map((_, i) => i));
      expect(await store.verifyStream(stream)).toMatchObject({ ok: true });
    }

    const lost = acks.filter((a) => {
      const recorded = byStream.get(a.stream)?.slice(a.from, a.to + 1) ?? [];
      return (
        a.to - a.from + 1 !== a.ids.length || recorded.map((e) => e.id).join() !== a.ids.join()
      );
    });
    expect(lost, 'acknowledged appends missing or moved').toEqual([]);

    const all = await store.readAll();
    const recordedCount = [...byStream.values()].reduce((n, events) => n + events.length, 0);
    expect(all.length).toBe(recordedCount);
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect(
      all.every((e, i) => i === 0 || (all[i - 1] as RecordedEvent).position < e.position),
    ).toBe(true);
    for (const [stream, events] of byStream) {
      const inGlobalOrder = all.filter((e) => e.stream === stream).map((e) => e.id);
      expect(inGlobalOrder, stream).toEqual(events.map((e) => e.id));
    }

    const appends = new Map<string, RecordedEvent[]>();
    for (const e of all) {
      const key = (e.data as AppendMark).append;
      appends.set(key, [...(appends.get(key) ?? []), e]);
    }
    const torn = [...appends.values()].filter((events) => {
      const first = events[0] as RecordedEvent;
      return (
        events.length !== (first.data as AppendMark).of ||
        events.some((e, i) => (e.data as AppendMark).index !== i) ||
        events.some((e, i) => e.stream !== first.stream || e.revision !== first.revision + i) ||
        new Set(events.map(transactionOf)).size !== 1
      );
    });
    expect(torn, 'appends recorded in part or across transactions').toEqual([]);
    expect([...appends.values()].some((events) => events.length > 1)).toBe(true);
  } finally {
    await store.close();
  }
}

describe('PostgreSQL crash mid-append (a server of the test own, killed with kill -9)', () => {
  let pg: PrivatePostgres;
  beforeAll(async () => {
    pg = await PrivatePostgres.start();
  }, 60_000);
  afterAll(async () => {
    await pg?.stop();
  });

  it('keeps every acknowledged append, whole and once, when the server dies mid-storm, and the writer appends again after the restart', async () => {
    const writer = WriterProcess.start(pg.url, 'crash_server');
    try {
      await writer.until('400 acknowledged appends', () => writer.acks.length >= 400);
      await pg.kill();
      await writer.until(
        'a failed append while the server is down',
        () => writer.retries.length > 0,
      );
      const before = writer.acks.length;
      await pg.up();
      await writer.until(
        '300 appends acknowledged after the restart',
        () => writer.acks.length >= before + 300,
      );
      expect(await writer.stop()).toBe(0);
    } finally {
      await writer.kill();
      if (!pg.running) await pg.up();
    }
    await expectSurvived(pg.url, 'crash_server', writer.acks);
  }, 120_000);

  it('leaves no partial append and no lock behind when the writer dies -9 inside open transactions', async () => {
    const writer = WriterProcess.start(pg.url, 'crash_writer', 'open-transactions');
    try {
      // Killed at once when some transaction is open: inserted, not committed, not acknowledged.
      await writer.until(
        '300 acknowledged appends with a transaction open',
        () => writer.acks.length >= 300 && writer.opened > writer.acks.length,
      );
    } finally {
      await writer.kill();
    }
    await expectSurvived(pg.url, 'crash_writer', writer.acks);
  }, 60_000);
});
