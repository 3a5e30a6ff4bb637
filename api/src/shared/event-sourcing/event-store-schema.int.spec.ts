import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/app-config.js';
import { openEventStore } from './event-store.providers.js';

const url = process.env.PG_URL;
if (!url) throw new Error('PG_URL is not set: scripts/services/postgres.sh start, then its url');

// PG_SCHEMA: two deployments (or two load runs) on one PostgreSQL database do not mix events.
describe('EVENT_STORE=postgres with PG_SCHEMA', () => {
  const schema = `es_schema_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const sql = async (text: string, values: unknown[] = []) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query(text, values)).rows;
    } finally {
      await c.end();
    }
  };
  afterAll(() => sql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));

  it('keeps the events table in that schema, not in public', async () => {
    const store = await openEventStore({
      eventStore: 'postgres',
      pgUrl: url,
      pgSchema: schema,
    } as AppConfig);
    await store.close?.();
    const rows = await sql(
      `SELECT count(*)::int AS n FROM information_schema.tables
        WHERE table_schema = $1 AND table_name = 'events'`,
      [schema],
    );
    expect(rows[0].n).toBe(1);
  });
});
