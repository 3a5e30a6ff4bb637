import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventStoreContract } from '../contract/event-store.contract.js';
import { openSqliteEventStore } from './sqlite-event-store.js';
import { tamperSqlite } from './sqlite-tamper.fixture.js';

eventStoreContract('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'facet-es-'));
  const store = openSqliteEventStore({ file: join(dir, 'events.db'), pollMs: 50 });
  return {
    store,
    tamper: tamperSqlite(store),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
});
