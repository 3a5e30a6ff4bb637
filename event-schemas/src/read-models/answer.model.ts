/**
 * The wrappers the back office answers with, named once so the api's `success<...>` and the web's
 * `apiCall<...>` read the same keys: renaming `record` on one side fails `tsc` on the other.
 */

/** One record: `getSingle...`, and a command that answers the record as it now is. */
export interface RecordAnswer<T> {
  record: T;
}

/** Every record of a small, unpaged set (no totals): the lots of an auction, the fields of a form. */
export interface RecordsAnswer<T> {
  records: T[];
}

/** A save answers the id of what it saved (a new one's id is the server's). */
export interface SavedIdAnswer {
  id: string;
}
