import type { RecordedEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { pollingSubscription } from './polling-subscription.js';

/** A log of `n` events whose positions are their indexes, read the way a store pages it. */
function log(n: number) {
  const events = Array.from(
    { length: n },
    (_, i) => ({ position: String(i).padStart(8, '0') }) as RecordedEvent,
  );
  const pages: number[] = [];
  let wake = (): void => undefined;
  const read = async (from: string, limit: number) => {
    pages.push(limit);
    const start = from === '' ? 0 : Number(from) + 1;
    return events.slice(start, start + limit);
  };
  const append = (k: number) => {
    for (let i = 0; i < k; i++)
      events.push({ position: String(events.length).padStart(8, '0') } as RecordedEvent);
    wake();
  };
  const onSignal = (w: () => void) => ((wake = w), () => undefined);
  return { read, append, onSignal, pages };
}

describe('pollingSubscription', () => {
  it('replays the log in large pages until it first catches up, then reads live batches in small ones', async () => {
    const l = log(25_000);
    const seen: number[] = [];
    const sub = pollingSubscription({
      from: '',
      read: l.read,
      onSignal: l.onSignal,
      pollMs: 60_000,
      batchSize: 2_000,
      catchUpBatchSize: 10_000,
      handler: (batch) => void seen.push(batch.length),
    });
    await sub.caughtUp;
    expect(seen).toEqual([10_000, 10_000, 5_000]);
    l.append(4_500);
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.slice(3)).toEqual([2_000, 2_000, 500]);
    expect(l.pages.slice(3)).toEqual([2_000, 2_000, 2_000]);
    await sub.stop();
  });
});
