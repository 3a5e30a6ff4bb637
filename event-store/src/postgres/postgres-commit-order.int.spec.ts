import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { type RecordedEvent, START } from '@facet/event-schemas';
import { events, sleep, streamName } from '../contract/contract-fixtures.js';
import { openIsolatedPgStore, pgUrl } from './postgres-harness.js';

type Harness = Awaited<ReturnType<typeof openIsolatedPgStore>>;

/** Holds chosen appends inside their transaction, after the insert, until released. */
function gates() {
  const held = new Map<string, { entered: () => void; release?: () => void }>();
  return {
    /** Resolves once the append to `stream` has inserted and is waiting to commit. */
    arm: (stream: string) => new Promise<void>((entered) => held.set(stream, { entered })),
    hook: async (stream: string) => {
      const gate = held.get(stream);
      if (!gate) return;
      await new Promise<void>((release) => {
        gate.release = release;
        gate.entered();
      });
      if (stream.startsWith('rollback-')) throw new Error('rolled back on purpose');
    },
    release: (stream: string) => held.get(stream)?.release?.(),
  };
}

describe('PostgreSQL global order under out-of-order commits', () => {
  const g = gates();
  let h: Harness;
  beforeEach(async () => {
    h = await openIsolatedPgStore({ beforeCommit: g.hook });
  });
  afterEach(async () => {
    await h.store.close();
    await h.dispose?.();
  });

  /** Slow A (earlier position) commits after fast B; rolled-back C; then A commits. */
  async function outOfOrder(onBetween: () => Promise<void>, onEnd: () => Promise<void>) {
    const [slow, fast, rolled] = [streamName('slow'), streamName('fast'), streamName('rollback')];
    const slowEntered = g.arm(slow);
    const slowAppend = h.store.append(slow, events(2), 'no_stream');
    await slowEntered;
    const rolledEntered = g.arm(rolled);
    const rolledAppend = h.store.append(rolled, events(1), 'no_stream').catch((e: unknown) => e);
    await rolledEntered;
    await h.store.append(fast, events(1), 'no_stream');
    g.release(rolled);
    expect(await rolledAppend).toBeInstanceOf(Error);
    await onBetween();
    g.release(slow);
    await slowAppend;
    await onEnd();
    return { slow, fast, rolled };
  }

  it('hands a subscriber exactly the committed events, none skipped, none twice', async () => {
    const seen: RecordedEvent[] = [];
    const sub = h.store.subscribeAll(START, (b) => void seen.push(...b));
    await sub.caughtUp;
    const { slow, fast } = await outOfOrder(
      async () => {
        await sleep(300);
        expect(seen).toHaveLength(0);
      },
      () => vi.waitFor(() => expect(seen).toHaveLength(3), { timeout: 5_000 }),
    );
    await sleep(300);
    await sub.stop();
    expect(seen.map((e) => `${e.stream}@${e.revision}`).sort()).toEqual(
      [`${fast}@0`, `${slow}@0`, `${slow}@1`].sort(),
    );
    expect(new Set(seen.map((e) => e.id)).size).toBe(3);
    const all = await h.store.readAll(START);
    expect(all.map((e) => e.id)).toEqual(seen.map((e) => e.id));
  });

  it('shows that a position-only cursor skips the late commit in the same scenario', async () => {
    const naive: string[] = [];
    let cursor = '0';
    const readNaive = async () => {
      const { rows } = await h.store.pool.query<{ id: string; global_position: string }>(
        `SELECT e.id::text, e.global_position::text FROM ${h.store.table} e WHERE e.global_position > $1 ORDER BY e.global_position`,
        [cursor],
      );
      for (const r of rows) naive.push(r.id);
      cursor = rows.at(-1)?.global_position ?? cursor;
    };
    const { slow } = await outOfOrder(readNaive, readNaive);
    const committed = await h.store.readAll(START);
    expect(committed).toHaveLength(3);
    const slowIds = committed.filter((e) => e.stream === slow).map((e) => e.id);
    expect(naive).toHaveLength(1);
    for (const id of slowIds) expect(naive).not.toContain(id);
  });

  it('waits out a long open transaction and then delivers everything, in order, once', async () => {
    const other = new pg.Client({ connectionString: pgUrl() });
    await other.connect();
    const seen: RecordedEvent[] = [];
    const sub = h.store.subscribeAll(START, (b) => void seen.push(...b));
    await sub.caughtUp;
    await other.query('BEGIN');
    await other.query('SELECT pg_current_xact_id()');
    const s = streamName();
    await h.store.append(s, events(3), 'no_stream');
    await sleep(300);
    const whileOpen = seen.length;
    await other.query('COMMIT');
    await other.end();
    await vi.waitFor(() => expect(seen).toHaveLength(3), { timeout: 5_000 });
    await sub.stop();
    expect(whileOpen).toBe(0);
    expect(seen.map((e) => e.revision)).toEqual([0, 1, 2]);
  });
});
