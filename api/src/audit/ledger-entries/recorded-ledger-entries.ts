import type { Position, RecordedEvent } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';

const SCAN = 5_000;

/**
 * Every ledger entry of the log, as recorded (position, hash and all): an auditor's lookup that
 * names no buyer, so no one ledger stream holds the answer.
 */
export async function recordedLedgerEntries(store: EventStore): Promise<RecordedEvent[]> {
  const found: RecordedEvent[] = [];
  let from: Position | undefined;
  for (;;) {
    const page = await store.readAll(from, SCAN);
    for (const e of page) if (e.type === 'LedgerEntryRecorded') found.push(e);
    if (page.length < SCAN) return found;
    from = page[page.length - 1]?.position;
  }
}
