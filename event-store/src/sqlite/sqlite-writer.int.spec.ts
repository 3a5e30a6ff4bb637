import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventStoreContract } from '../contract/event-store.contract.js';
import { events, streamName } from '../contract/contract-fixtures.js';
import { StreamRevisionConflict } from '../port.js';
import { openSqliteEventStore } from './sqlite-event-store.js';
import { tamperSqlite } from './sqlite-tamper.fixture.js';
import { workerWriter } from './sqlite-writer-channel.js';

const tempFile = () => join(mkdtempSync(join(tmpdir(), 'facet-writer-')), 'events.db');

eventStoreContract('SQLite, inline writer', async () => {
  const file = tempFile();
  const store = openSqliteEventStore({ file, pollMs: 50, writer: 'inline' });
  return {
    store,
    tamper: tamperSqlite(store),
    dispose: async () => rmSync(join(file, '..'), { recursive: true, force: true }),
  };
});

describe('SQLite writer worker', () => {
  it('answers appends still queued when close() is called, then refuses new ones', async () => {
    const file = tempFile();
    const store = openSqliteEventStore({ file });
    const s = streamName();
    const first = store.append(s, events(2), 'no_stream');
    const stale = store.append(s, events(1), 'no_stream');
    const answers = Promise.allSettled([first, stale]);
    await store.close();
    const [ok, conflict] = await answers;
    expect(ok).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 1 } });
    expect(conflict).toMatchObject({ status: 'rejected' });
    expect((conflict as PromiseRejectedResult).reason).toBeInstanceOf(StreamRevisionConflict);
    await expect(store.append(s, events(1), 1)).rejects.toThrow(/closed/);
    const reopened = openSqliteEventStore({ file });
    expect(await reopened.readStream(s)).toHaveLength(2);
    await reopened.close();
    rmSync(join(file, '..'), { recursive: true, force: true });
  });

  it('reports a writer that cannot start as fatal instead of leaving appends unanswered', async () => {
    const fatal = new Promise<Error>((resolve) => {
      const channel = workerWriter('/nonexistent-dir/events.db', {
        outcomes: () => undefined,
        fatal: resolve,
      });
      channel.send([{ id: 0, stream: 's', events: events(1), expected: 'any' }]);
    });
    await expect(fatal).resolves.toBeInstanceOf(Error);
  });
});
