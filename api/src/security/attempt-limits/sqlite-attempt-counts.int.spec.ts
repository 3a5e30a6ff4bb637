import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '@facet/event-store';
import { attemptCountsContract } from './attempt-counts.contract.js';
import { SqliteAttemptCounts } from './sqlite-attempt-counts.js';

const dir = mkdtempSync(join(tmpdir(), 'facet-attempts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

attemptCountsContract('SQLite', () =>
  Promise.resolve(new SqliteAttemptCounts(join(dir, 'contract.sqlite'))),
);

describe('Attempt counts in the event store file', () => {
  const limit = { max: 2, windowMs: 60_000, lockMs: 60_000 };

  it('keeps a lock for whoever opens the file next (a restarted node)', async () => {
    const file = join(dir, 'restart.sqlite');
    const before = new SqliteAttemptCounts(file);
    await before.count('login:acct:ann', limit, 1_000);
    await before.count('login:acct:ann', limit, 1_000);
    await before.close();
    const after = new SqliteAttemptCounts(file);
    expect(await after.lockedFor('login:acct:ann', 2_000)).toBe(59_000);
    await after.close();
  });

  it('counts one key across two nodes on the same file', async () => {
    const file = join(dir, 'two-nodes.sqlite');
    const [a, b] = [new SqliteAttemptCounts(file), new SqliteAttemptCounts(file)];
    await a.count('login:acct:ben', limit, 1_000);
    expect(await b.lockedFor('login:acct:ben', 1_000)).toBe(0);
    await b.count('login:acct:ben', limit, 1_000);
    expect(await a.lockedFor('login:acct:ben', 1_000)).toBe(60_000);
    await Promise.all([a.close(), b.close()]);
  });

  it('shares the file with the event store and its writer', async () => {
    const file = join(dir, 'facet.sqlite');
    const store = openSqliteEventStore({ file });
    const counts = new SqliteAttemptCounts(file);
    const stream = 'lot-1';
    const event = (n: number) => ({
      id: `e${n}`,
      type: 'Noted',
      schemaVersion: 1,
      data: { n },
      metadata: { at: new Date(0).toISOString(), correlationId: 'c', causationId: 'c' },
    });
    await Promise.all([
      store.append(stream, [event(0)], 'no_stream'),
      counts.count('login:ip:1.2.3.4', limit, 0),
      counts.count('login:ip:1.2.3.4', limit, 0),
    ]);
    expect(await store.readStream(stream, 0)).toHaveLength(1);
    expect(await counts.lockedFor('login:ip:1.2.3.4', 0)).toBe(60_000);
    await counts.close();
    await store.close();
  });
});
