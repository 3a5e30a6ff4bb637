import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedEvent, START } from '@facet/event-schemas';
import { events, streamName } from '../contract/contract-fixtures.js';
import { StreamRevisionConflict } from '../port.js';
import { openSqliteEventStore } from './sqlite-event-store.js';

describe('SQLite file shared by two processes (two connections)', () => {
  it('tails commits made by the other writer and keeps their revisions apart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'facet-shared-'));
    const file = join(dir, 'events.db');
    const [a, b] = [openSqliteEventStore({ file, pollMs: 50 }), openSqliteEventStore({ file })];
    try {
      const seen: RecordedEvent[] = [];
      const sub = a.subscribeAll(START, (batch) => void seen.push(...batch));
      await sub.caughtUp;
      const s = streamName();
      await b.append(s, events(2), 'no_stream');
      await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 3_000, interval: 20 });
      await expect(a.append(s, events(1), 'no_stream')).rejects.toBeInstanceOf(
        StreamRevisionConflict,
      );
      await a.append(s, events(1), 1);
      expect((await b.readStream(s)).map((e) => e.revision)).toEqual([0, 1, 2]);
      // The other writer commits between two of this process's: its own second commit does not
      // follow what its subscription holds, which reads the log and hands each event once, in order.
      await b.append(streamName(), events(1), 'no_stream');
      await a.append(streamName(), events(2), 'no_stream');
      const log = await a.readAll(START);
      await vi.waitFor(() => expect(seen).toHaveLength(log.length), {
        timeout: 3_000,
        interval: 20,
      });
      expect(seen.map((e) => e.id)).toEqual(log.map((e) => e.id));
      await sub.stop();
    } finally {
      await a.close();
      await b.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
