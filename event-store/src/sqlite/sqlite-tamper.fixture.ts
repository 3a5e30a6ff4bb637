import type { SqliteEventStore } from './sqlite-event-store.js';

/** Edits a recorded event's body behind the store's back, for the contract's tamper checks. */
export const tamperSqlite =
  (store: SqliteEventStore) =>
  async (stream: string, revision: number): Promise<void> => {
    store.connection
      .prepare(
        `UPDATE events SET body = json_set(body, '$.data.tampered', 1) WHERE stream = ? AND revision = ?`,
      )
      .run(stream, revision);
  };
