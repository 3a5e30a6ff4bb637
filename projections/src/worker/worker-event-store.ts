import {
  type EventStore,
  openKurrentEventStore,
  openPostgresEventStore,
  openSqliteEventStore,
} from '@facet/event-store';
import type { WorkerEnv } from './worker-env.js';

/** The same choice the api makes: EVENT_STORE=sqlite (shared file) | postgres | kurrentdb. */
export async function workerEventStore(env: WorkerEnv): Promise<EventStore> {
  switch (env.EVENT_STORE ?? 'sqlite') {
    case 'postgres':
      if (!env.PG_URL) throw new Error('EVENT_STORE=postgres needs PG_URL');
      return openPostgresEventStore({
        url: env.PG_URL,
        ...(env.PG_SCHEMA ? { schema: env.PG_SCHEMA } : {}),
      });
    case 'kurrentdb':
      if (!env.KURRENTDB_URL) throw new Error('EVENT_STORE=kurrentdb needs KURRENTDB_URL');
      return openKurrentEventStore({ connectionString: env.KURRENTDB_URL });
    case 'sqlite':
      if (!env.SQLITE_FILE)
        throw new Error("EVENT_STORE=sqlite needs SQLITE_FILE (the api nodes' file)");
      return openSqliteEventStore({ file: env.SQLITE_FILE, pollMs: 20 });
    default:
      throw new Error(`unknown EVENT_STORE ${env.EVENT_STORE}`);
  }
}
