import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ContractStore } from '../contract/event-store.contract.js';
import { openPostgresEventStore, type PostgresEventStoreOptions } from './postgres-event-store.js';
import { quoteIdent } from './postgres-schema.js';

/** PG_URL must name a reachable server; the suite fails rather than skips without one. */
export function pgUrl(): string {
  const url = process.env.PG_URL;
  if (!url) {
    throw new Error(
      'PG_URL is not set. Run scripts/services/postgres.sh start and export PG_URL="$(scripts/services/postgres.sh url)"',
    );
  }
  return url;
}

/** A store in a fresh schema of its own, dropped on dispose. */
export async function openIsolatedPgStore(
  options: Partial<PostgresEventStoreOptions> = {},
): Promise<ContractStore & { store: Awaited<ReturnType<typeof openPostgresEventStore>> }> {
  const url = pgUrl();
  const schema = `es_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const store = await openPostgresEventStore({ url, schema, pollMs: 50, ...options });
  return {
    store,
    tamper: async (stream, revision) => {
      await store.pool.query(
        `UPDATE ${store.table} SET data = data || '{"tampered":1}' WHERE stream = $1 AND revision = $2`,
        [stream, revision],
      );
    },
    dispose: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await client.end();
    },
  };
}
