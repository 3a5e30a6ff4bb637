import type { SellerReportRow } from '@facet/event-schemas';
import { csvLine } from './csv.rules.js';

/** Rows per chunk: small enough to keep a turn of the event loop short, large enough to batch writes. */
export const CSV_CHUNK_ROWS = 500;

/** Lets timers and other requests run between chunks: a long report never holds the loop. */
export const yieldToLoop = (): Promise<void> => new Promise((r) => setImmediate(r));

/**
 * The report as CSV text chunks: the header line, then the rows `CSV_CHUNK_ROWS` at a time,
 * pulled from `rows` as they are written, so only one chunk is ever held.
 */
export async function* csvChunks(
  columns: readonly string[],
  rows: AsyncIterable<SellerReportRow>,
): AsyncGenerator<string> {
  let chunk = csvLine(columns);
  let n = 0;
  for await (const row of rows) {
    chunk += csvLine(columns.map((c) => row[c] ?? ''));
    if (++n % CSV_CHUNK_ROWS === 0) {
      yield chunk;
      chunk = '';
      await yieldToLoop();
    }
  }
  if (chunk) yield chunk;
}
