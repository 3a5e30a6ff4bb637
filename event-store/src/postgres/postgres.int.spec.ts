import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { eventStoreContract } from '../contract/event-store.contract.js';
import { openIsolatedPgStore, pgUrl } from './postgres-harness.js';

describe('PostgreSQL server for the contract suite', () => {
  it('is configured by PG_URL and reachable (never skipped)', async () => {
    const client = new pg.Client({ connectionString: pgUrl(), connectionTimeoutMillis: 5_000 });
    await client.connect();
    const { rows } = await client.query<{ ok: number }>('SELECT 1 AS ok');
    await client.end();
    expect(rows[0]?.ok).toBe(1);
  });
});

eventStoreContract('PostgreSQL', () => openIsolatedPgStore());
