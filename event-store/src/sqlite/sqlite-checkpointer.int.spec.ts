import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { events, streamName } from '../contract/contract-fixtures.js';
import { openSqliteEventStore } from './sqlite-event-store.js';

const until = async (check: () => boolean, ms: number): Promise<boolean> => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) {
    if (check()) return true;
  }
  return check();
};

describe('SQLite checkpointer thread', () => {
  it('copies committed events into the database file without the writer checkpointing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'facet-checkpoint-'));
    const file = join(dir, 'events.db');
    const store = openSqliteEventStore({ file });
    try {
      await store.append(streamName(), events(1), 'no_stream');
      const before = statSync(file).size;
      // A few dozen pages: far below the 1,000 pages at which the writer would checkpoint itself.
      for (let i = 0; i < 20; i++) await store.append(streamName(), events(10), 'no_stream');
      expect(await until(() => statSync(file).size > before, 2_000)).toBe(true);
      expect(await store.readAll()).toHaveLength(201);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets a script that awaits close() run to its end, its threads stopped', () => {
    const dir = mkdtempSync(join(tmpdir(), 'facet-checkpoint-'));
    const fixture = fileURLToPath(new URL('./sqlite-close.fixture.ts', import.meta.url));
    try {
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', fixture, join(dir, 'events.db')],
        { encoding: 'utf8', timeout: 60_000 },
      );
      expect({ status: child.status, out: child.stdout.trim() }).toEqual({
        status: 0,
        out: 'closed',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
