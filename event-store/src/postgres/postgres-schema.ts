import type pg from 'pg';

export const CHANNEL = 'facet_events';

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * `transaction_id` is what makes global reads safe: a reader only takes rows whose transaction id
 * is below the oldest still-running transaction (pg_snapshot_xmin), so a transaction that
 * committed late can never land behind a cursor that already moved past it.
 */
export async function preparePostgres(pool: pg.Pool, schema: string): Promise<void> {
  const s = quoteIdent(schema);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('facet-event-store-schema'))`);
    await client.query(`
      CREATE SCHEMA IF NOT EXISTS ${s};
      CREATE TABLE IF NOT EXISTS ${s}.events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        id uuid NOT NULL CONSTRAINT events_event_id UNIQUE,
        stream text NOT NULL,
        revision bigint NOT NULL,
        type text NOT NULL,
        schema_version integer NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        recorded_at timestamptz NOT NULL,
        prev_hash text NOT NULL,
        hash text NOT NULL,
        CONSTRAINT events_stream_revision UNIQUE (stream, revision)
      );
      CREATE INDEX IF NOT EXISTS events_transaction_position ON ${s}.events (transaction_id, global_position);
      -- No NOTIFY inside appends: a notifying commit takes a global lock across its WAL flush,
      -- which would serialise every append. Writers notify after commit instead.
      DROP TRIGGER IF EXISTS events_notify ON ${s}.events;
    `);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

export const COLUMNS = `e.global_position::text, e.transaction_id::text, e.id::text, e.stream, e.revision::int,
  e.type, e.schema_version, e.data, e.metadata, e.recorded_at, e.prev_hash, e.hash`;

export interface PgRow {
  global_position: string;
  transaction_id: string;
  id: string;
  stream: string;
  revision: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
  recorded_at: Date;
  prev_hash: string;
  hash: string;
}

/** (xid, position), zero-padded so the opaque strings sort like the pairs. */
export const encodePgPosition = (xid: string, position: string): string =>
  `${xid.padStart(20, '0')}.${position.padStart(20, '0')}`;

export function decodePgPosition(p: string | undefined): [xid: string, position: string] {
  if (!p) return ['0', '0'];
  const [xid, position] = p.split('.');
  if (!xid || !position) throw new Error(`Not a PostgreSQL event store position: ${p}`);
  return [BigInt(xid).toString(), BigInt(position).toString()];
}
