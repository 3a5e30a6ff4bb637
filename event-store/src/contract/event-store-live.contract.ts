import { describe, expect, it, vi } from 'vitest';
import { type RecordedEvent, START } from '@facet/event-schemas';
import { type EventStore, StreamRevisionConflict } from '../port.js';
import { anEvent, events, sleep, streamName } from './contract-fixtures.js';

interface Ctx {
  store: EventStore;
}

export function describeSubscriptions(ctx: Ctx): void {
  describe('subscribeAll', () => {
    it('catches up, tails live commits, and stops', async () => {
      const s = streamName();
      await ctx.store.append(s, events(3), 'no_stream');
      const seen: RecordedEvent[] = [];
      const sub = ctx.store.subscribeAll(START, (batch) => void seen.push(...batch));
      await sub.caughtUp;
      expect(seen.map((e) => e.revision)).toEqual([0, 1, 2]);
      await ctx.store.append(s, events(2), 2);
      await ctx.store.append(streamName(), events(1), 'no_stream');
      await vi.waitFor(() => expect(seen).toHaveLength(6), { timeout: 5_000, interval: 20 });
      await sub.stop();
      await ctx.store.append(s, events(1), 4);
      await sleep(400);
      expect(seen).toHaveLength(6);
      const all = await ctx.store.readAll(START);
      expect(seen.map((e) => e.id)).toEqual(all.slice(0, 6).map((e) => e.id));
    });

    it('starts strictly after the given position', async () => {
      const s = streamName();
      const { events: recorded } = await ctx.store.append(s, events(3), 'no_stream');
      const seen: RecordedEvent[] = [];
      const sub = ctx.store.subscribeAll(recorded[1]?.position, (b) => void seen.push(...b));
      await sub.caughtUp;
      await sub.stop();
      expect(seen.map((e) => e.revision)).toEqual([2]);
    });
  });
}

export function describeConcurrency(ctx: Ctx): void {
  describe('concurrency', () => {
    it('serialises 50 racing writers on one stream: contiguous revisions, each success once', async () => {
      const s = streamName();
      const writers = Array.from({ length: 50 }, async (_, w) => {
        const e = anEvent('BidPlaced', { writer: w });
        for (let attempt = 0; ; attempt += 1) {
          const head = (await ctx.store.readStream(s)).at(-1);
          try {
            return await ctx.store.append(s, [e], head ? head.revision : 'no_stream');
          } catch (err) {
            if (!(err instanceof StreamRevisionConflict) || attempt > 200) throw err;
          }
        }
      });
      const results = await Promise.all(writers);
      const read = await ctx.store.readStream(s);
      expect(read.map((e) => e.revision)).toEqual(Array.from({ length: 50 }, (_, i) => i));
      const writersSeen = read
        .map((e) => (e.data as { writer: number }).writer)
        .sort((a, b) => a - b);
      expect(writersSeen).toEqual(Array.from({ length: 50 }, (_, i) => i));
      expect(new Set(results.map((r) => r.events[0]?.revision)).size).toBe(50);
      expect((await ctx.store.verifyStream(s)).ok).toBe(true);
    });
  });
}
