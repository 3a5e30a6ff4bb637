import { performance } from 'node:perf_hooks';
import type { DomainEvent } from '@facet/event-schemas';
import type { Decider } from '../src/decider/decider.js';

export interface Figure {
  engine: string;
  scenario: string;
  opsPerSec: number;
  ops: number;
  seconds: number;
  note?: string;
  /** ops/s of every run when the figure is the best of several (the box is shared). */
  runs?: number[];
}

export interface Rate {
  ops: number;
  seconds: number;
  opsPerSec: number;
  runs?: number[];
}

/** Runs a measurement `n` times and keeps the best, listing all, since other work shares the CPUs. */
export async function bestOf(n: number, measure: (run: number) => Promise<Rate>): Promise<Rate> {
  const all: Rate[] = [];
  for (let r = 0; r < n; r += 1) all.push(await measure(r));
  const best = all.reduce((a, b) => (b.opsPerSec > a.opsPerSec ? b : a));
  return { ...best, runs: all.map((x) => Math.round(x.opsPerSec)) };
}

/** `writers` concurrent loops, each awaiting its operation before starting the next. */
export async function storm(total: number, writers: number, op: (i: number) => Promise<unknown>) {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < total) await op(next++);
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return { ops: total, seconds, opsPerSec: total / seconds };
}

export async function timed(fn: () => Promise<number>) {
  const t0 = performance.now();
  const ops = await fn();
  const seconds = (performance.now() - t0) / 1000;
  return { ops, seconds, opsPerSec: ops / seconds };
}

/** Queues rows arriving in the same turn of the event loop and writes them with one flush. */
export function perTickBatcher<R>(
  flush: (rows: R[]) => Promise<void> | void,
): (row: R) => Promise<void> {
  let queue: { row: R; done: () => void; fail: (e: unknown) => void }[] = [];
  return (row) =>
    new Promise((done, fail) => {
      if (queue.push({ row, done, fail }) > 1) return;
      setImmediate(async () => {
        const batch = queue;
        queue = [];
        try {
          await flush(batch.map((b) => b.row));
          for (const b of batch) b.done();
        } catch (e) {
          for (const b of batch) b.fail(e);
        }
      });
    });
}

type Bid = DomainEvent<'BidPlaced', { amount: number; bidder: string }>;

/** A bid counter: every bid above the current price is accepted (one event per command). */
export const benchDecider: Decider<{ amount: number; bidder: string }, { price: number }, Bid> = {
  initialState: () => ({ price: 0 }),
  evolve: (s, e) => ({ price: Math.max(s.price, e.data.amount) }),
  decide: (c) => [{ type: 'BidPlaced', data: { amount: c.amount, bidder: c.bidder } }],
};

export const AT = '2026-03-01T10:00:00.000Z';

export function printTable(
  figures: Figure[],
  ratios: { label: string; value: number; vs: string }[],
): void {
  const rows = figures.map((f) => ({
    engine: f.engine,
    scenario: f.scenario,
    'ops/s': Math.round(f.opsPerSec).toLocaleString('en-US'),
    ops: f.ops,
    s: f.seconds.toFixed(2),
    note: f.note ?? '',
  }));
  console.table(rows);
  console.table(ratios.map((r) => ({ ratio: r.label, value: r.value.toFixed(2), vs: r.vs })));
}
