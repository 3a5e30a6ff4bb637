import type { RecordedEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { recorded } from '../testing/recorded-event.builder.js';
import type { EventBus } from './event-bus.port.js';

async function until(cond: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting for the bus');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const events = (n: number, streams: number): RecordedEvent[] =>
  Array.from({ length: n }, (_, i) =>
    recorded(`lot-s${i % streams}`, Math.floor(i / streams), 'Tick', { lotId: `s${i % streams}` }),
  );

/** What every event bus adapter must do; run by each adapter's spec. */
export function eventBusContract(name: string, open: () => Promise<EventBus>): void {
  describe(`${name} event bus`, () => {
    it('hands every event to a group in per-stream order', async () => {
      const bus = await open();
      const got: RecordedEvent[] = [];
      await bus.subscribe('g1', async (b) => void got.push(...b));
      const sent = events(200, 7);
      for (let i = 0; i < sent.length; i += 50) await bus.publish(sent.slice(i, i + 50));
      await until(() => got.length >= sent.length);
      for (let s = 0; s < 7; s++) {
        const revs = got.filter((e) => e.stream === `lot-s${s}`).map((e) => e.revision);
        expect(revs).toEqual([...revs].sort((a, b) => a - b));
      }
      expect(new Set(got.map((e) => e.id)).size).toBe(sent.length);
      await bus.close();
    });

    it('drops a republished event by its id (at-least-once in, once out)', async () => {
      const bus = await open();
      const got: RecordedEvent[] = [];
      await bus.subscribe('g2', async (b) => void got.push(...b));
      const sent = events(20, 2);
      await bus.publish(sent);
      await bus.publish(sent.slice(10));
      await bus.publish([recorded('lot-end', 0, 'Tick', { lotId: 'end' })]);
      await until(() => got.some((e) => e.stream === 'lot-end'));
      expect(got.length).toBe(21);
      await bus.close();
    });

    it('gives each consumer group its own copy', async () => {
      const bus = await open();
      const a: RecordedEvent[] = [];
      const b: RecordedEvent[] = [];
      await bus.subscribe('ga', async (x) => void a.push(...x));
      await bus.subscribe('gb', async (x) => void b.push(...x));
      await bus.publish(events(10, 3));
      await until(() => a.length === 10 && b.length === 10);
      await bus.close();
    });
  });
}
