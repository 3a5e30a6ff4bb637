import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { START } from '@facet/event-schemas';
import { type EventStore, StreamRevisionConflict } from '../port.js';
import { GENESIS_HASH, hashEvent } from '../hash/event-hash.js';
import { anEvent, events, streamName } from './contract-fixtures.js';
import { describeConcurrency, describeSubscriptions } from './event-store-live.contract.js';

/** A fresh, isolated store, and a way to alter a recorded event behind the store's back. */
export interface ContractStore {
  store: EventStore;
  /**
   * Alters the event at `revision` behind the store's back. Returns the revision where the break
   * shows, when that differs (an immutable log can only be tampered by rewriting the stream).
   */
  tamper(stream: string, revision: number): Promise<number | void>;
  dispose?(): Promise<void>;
}

export type ContractFactory = () => Promise<ContractStore>;

/** The behaviour every EventStore adapter must show; each adapter's int spec runs it. */
export function eventStoreContract(name: string, open: ContractFactory): void {
  describe(`EventStore contract: ${name}`, () => {
    const ctx = {} as { h: ContractStore; store: EventStore };
    beforeEach(async () => {
      ctx.h = await open();
      ctx.store = ctx.h.store;
    });
    afterEach(async () => {
      await ctx.store.close();
      await ctx.h.dispose?.();
    });

    describe('append and read', () => {
      it('records events with contiguous revisions from 0 and reads them back', async () => {
        const s = streamName();
        const news = events(3);
        const result = await ctx.store.append(s, news, 'no_stream');
        expect(result.nextExpectedRevision).toBe(2);
        const read = await ctx.store.readStream(s);
        expect(read.map((e) => e.revision)).toEqual([0, 1, 2]);
        expect(read.map((e) => e.id)).toEqual(news.map((e) => e.id));
        expect(read[1]).toMatchObject({
          stream: s,
          type: 'BidPlaced',
          schemaVersion: 1,
          data: news[1]?.data,
        });
        expect(read[1]?.metadata).toEqual(news[1]?.metadata);
        expect(read).toEqual(result.events);
        expect(Number.isNaN(Date.parse(read[0]?.recordedAt ?? ''))).toBe(false);
      });

      it('reads a stream from a revision, and an unknown stream as empty', async () => {
        const s = streamName();
        await ctx.store.append(s, events(4), 'no_stream');
        expect((await ctx.store.readStream(s, 2)).map((e) => e.revision)).toEqual([2, 3]);
        expect(await ctx.store.readStream(streamName())).toEqual([]);
      });

      it('appends at the expected revision and rejects a stale one with a typed conflict', async () => {
        const s = streamName();
        await ctx.store.append(s, events(2), 'no_stream');
        await ctx.store.append(s, events(1), 1);
        const err = await ctx.store.append(s, events(1), 1).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(StreamRevisionConflict);
        expect(err).toMatchObject({ stream: s, expected: 1, actual: 2 });
        expect(await ctx.store.readStream(s)).toHaveLength(3);
      });

      it("honours 'no_stream' and 'any'", async () => {
        const s = streamName();
        await expect(ctx.store.append(s, events(1), 0)).rejects.toMatchObject({
          actual: 'no_stream',
        });
        await ctx.store.append(s, events(1), 'no_stream');
        await expect(ctx.store.append(s, events(1), 'no_stream')).rejects.toBeInstanceOf(
          StreamRevisionConflict,
        );
        const any = await ctx.store.append(s, events(2), 'any');
        expect(any.nextExpectedRevision).toBe(2);
        expect((await ctx.store.append(streamName(), events(1), 'any')).events[0]?.revision).toBe(
          0,
        );
      });

      it('treats a retry with the same event ids as done: originals back, nothing appended', async () => {
        const s = streamName();
        const news = events(2);
        const first = await ctx.store.append(s, news, 'no_stream');
        const again = await ctx.store.append(s, news, 'no_stream');
        expect(again.events).toEqual(first.events);
        await ctx.store.append(s, events(1), 1);
        const stale = await ctx.store.append(s, news, 'no_stream');
        expect(stale.events).toEqual(first.events);
        expect(await ctx.store.readStream(s)).toHaveLength(3);
      });

      it('appends several events all or nothing', async () => {
        const s = streamName();
        await ctx.store.append(s, events(1), 'no_stream');
        const dup = anEvent();
        await expect(ctx.store.append(s, [anEvent(), dup, dup], 0)).rejects.toThrow();
        await expect(ctx.store.append(s, events(3), 5)).rejects.toBeInstanceOf(
          StreamRevisionConflict,
        );
        expect(await ctx.store.readStream(s)).toHaveLength(1);
        const ok = await ctx.store.append(s, events(3), 0);
        expect(ok.events.map((e) => e.revision)).toEqual([1, 2, 3]);
      });

      it('lands an append expecting a head event only on that very event (stores that take appends in order)', async () => {
        const s = streamName();
        const first = await ctx.store.append(s, events(2), 'no_stream');
        const head = { revision: 1, eventId: first.events[1]!.id };
        if (!ctx.store.appendsInOrder) {
          // Nothing pipelines on it: an expected head is refused, never taken as a bare revision.
          await expect(ctx.store.append(s, events(1), head)).rejects.toThrow();
          expect(await ctx.store.readStream(s)).toHaveLength(2);
          return;
        }
        // Sent together, the second expects the first one's last event: both land, in order.
        const next = events(2);
        const [a, b] = await Promise.all([
          ctx.store.append(s, next, head),
          ctx.store.append(s, events(1), { revision: 3, eventId: next[1]!.id }),
        ]);
        expect([a.nextExpectedRevision, b.nextExpectedRevision]).toEqual([3, 4]);
        // The right revision through another event, or an append after one that failed, is refused.
        await expect(
          ctx.store.append(s, events(1), { revision: 4, eventId: next[1]!.id }),
        ).rejects.toMatchObject({ expected: 4, actual: 4 });
        const stale = events(1);
        const results = await Promise.allSettled([
          ctx.store.append(s, stale, 2),
          ctx.store.append(s, events(1), { revision: 3, eventId: stale[0]!.id }),
        ]);
        expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
        expect(await ctx.store.readStream(s)).toHaveLength(5);
      });

      it('answers appends issued together individually; a conflicting one fails alone', async () => {
        const [a, b] = [streamName(), streamName()];
        const results = await Promise.allSettled([
          ctx.store.append(a, events(1), 'no_stream'),
          ctx.store.append(b, events(2), 'no_stream'),
          ctx.store.append(a, events(1), 'no_stream'),
        ]);
        expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
        expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(StreamRevisionConflict);
        expect(await ctx.store.readStream(b)).toHaveLength(2);
      });
    });

    describe('global order', () => {
      it('reads all streams in commit order, strictly after a position, with a limit', async () => {
        const [a, b] = [streamName(), streamName()];
        await ctx.store.append(a, events(2), 'no_stream');
        await ctx.store.append(b, events(1), 'no_stream');
        await ctx.store.append(a, events(2), 1);
        const all = await ctx.store.readAll(START);
        expect(all.map((e) => [e.stream, e.revision])).toEqual([
          [a, 0],
          [a, 1],
          [b, 0],
          [a, 2],
          [a, 3],
        ]);
        const page = await ctx.store.readAll(all[1]?.position, 2);
        expect(page.map((e) => e.id)).toEqual([all[2]?.id, all[3]?.id]);
        const paged = [];
        for (
          let from = START, got = await ctx.store.readAll(from, 2);
          got.length;
          got = await ctx.store.readAll(from, 2)
        ) {
          paged.push(...got);
          from = got.at(-1)?.position ?? from;
        }
        expect(paged.map((e) => e.id)).toEqual(all.map((e) => e.id));
      });

      it('keeps revision order inside large appends when reading all in pages', async () => {
        const [a, b] = [streamName(), streamName()];
        await ctx.store.append(a, events(25), 'no_stream');
        await ctx.store.append(b, events(12), 'no_stream');
        const paged = [];
        for (
          let from = START, got = await ctx.store.readAll(from, 7);
          got.length;
          got = await ctx.store.readAll(from, 7)
        ) {
          paged.push(...got);
          from = got.at(-1)?.position ?? from;
        }
        const expected = [...(await ctx.store.readStream(a)), ...(await ctx.store.readStream(b))];
        expect(paged.map((e) => e.id)).toEqual(expected.map((e) => e.id));
        expect((await ctx.store.readStream(a, 9)).map((e) => e.revision)).toEqual(
          Array.from({ length: 16 }, (_, i) => i + 9),
        );
      });
    });

    describe('hash chain', () => {
      it('links each event to the previous one with SHA-256 over canonical JSON', async () => {
        const s = streamName();
        await ctx.store.append(s, events(2), 'no_stream');
        await ctx.store.append(s, events(1), 1);
        const read = await ctx.store.readStream(s);
        expect(read[0]?.prevHash).toBe(GENESIS_HASH);
        for (const [i, e] of read.entries()) {
          expect(e.hash).toBe(hashEvent(e));
          if (i > 0) expect(e.prevHash).toBe(read[i - 1]?.hash);
        }
        expect(await ctx.store.verifyStream(s)).toEqual({ stream: s, ok: true, checked: 3 });
      });

      it('detects an event altered behind the store', async () => {
        const s = streamName();
        await ctx.store.append(s, events(4), 'no_stream');
        const brokenAt = (await ctx.h.tamper(s, 2)) ?? 2;
        expect(await ctx.store.verifyStream(s)).toMatchObject({ stream: s, ok: false, brokenAt });
      });
    });

    describeSubscriptions(ctx);
    describeConcurrency(ctx);
  });
}
