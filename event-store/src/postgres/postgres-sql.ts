import { COLUMNS } from './postgres-schema.js';

/** The adapter's statements over the quoted table `t`. */
export const pgStatements = (t: string) => ({
  probe: `SELECT h.revision::int, h.hash, EXISTS (SELECT 1 FROM ${t} WHERE id = ANY($2::uuid[])) AS repeat
    FROM (SELECT 1) one LEFT JOIN LATERAL
    (SELECT revision, hash FROM ${t} WHERE stream = $1 ORDER BY revision DESC LIMIT 1) h ON true`,
  byIds: `SELECT ${COLUMNS} FROM ${t} e WHERE id = ANY($1::uuid[])`,
  insert: `INSERT INTO ${t} (id, stream, revision, type, schema_version, data, metadata, recorded_at, prev_hash, hash)
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, stream text, revision bigint, type text,
      schema_version int, data jsonb, metadata jsonb, recorded_at timestamptz, prev_hash text, hash text)
    RETURNING id::text, global_position::text, transaction_id::text`,
  // Qualified names: the output columns are cast to text and would otherwise sort as text.
  stream: `SELECT ${COLUMNS} FROM ${t} e WHERE e.stream = $1 AND e.revision >= $2 ORDER BY e.revision`,
  all: `SELECT ${COLUMNS} FROM ${t} e
    WHERE (e.transaction_id, e.global_position) > ($1::text::xid8, $2::bigint)
      AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY e.transaction_id, e.global_position LIMIT $3`,
});
