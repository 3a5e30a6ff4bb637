import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedEvent, START } from '@facet/event-schemas';
import { events, streamName } from '../contract/contract-fixtures.js';
import { openSqliteEventStore } from './sqlite-event-store.js';

describe('SQLite store: its own commits reach its subscriptions', () => {
  it('as the writer answered them, with no read of the log, each event once and in order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'facet-own-'));
    const store = openSqliteEventStore({ file: join(dir, 'events.db'), pollMs: 10_000 });
    try {
      const seen = [[], [], []] as RecordedEvent[][];
      const subs = seen.map((mine) => store.subscribeAll(START, (b) => void mine.push(...b)));
      await Promise.all(subs.map((s) => s.caughtUp));
      const readAll = vi.spyOn(store, 'readAll');
      const s = streamName();
      // One at a time, then several in one group commit.
      await store.append(s, events(2), 'no_stream');
      await Promise.all([
        store.append(s, events(1), 1),
        store.append(streamName(), events(3), 'no_stream'),
        store.append(s, events(1), 1),
      ]).catch(() => undefined);
      const log = await store.readAll(START);
      for (const mine of seen)
        await vi.waitFor(() => expect(mine.map((e) => e.id)).toEqual(log.map((e) => e.id)));
      // The one read is this spec's own, above.
      expect(readAll).toHaveBeenCalledTimes(1);
      await Promise.all(subs.map((x) => x.stop()));
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
