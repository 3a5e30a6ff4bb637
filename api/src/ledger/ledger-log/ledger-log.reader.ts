import { Inject, Injectable } from '@nestjs/common';
import type { EventData, LedgerEntryRecorded, Position, RecordedEvent } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';

const PAGE = 5_000;
export type LedgerEntryData = EventData<typeof LedgerEntryRecorded>;

/** One ledger entry as the log holds it: its event id and its data. */
export interface LoggedEntry {
  id: string;
  data: LedgerEntryData;
}

/**
 * Every ledger entry ever recorded, read from the log itself rather than a read model, so what
 * an auditor (and every test's closing check) sees is the ledger, not a copy that could drift.
 */
@Injectable()
export class LedgerLogReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async entries(): Promise<LoggedEntry[]> {
    const found: LoggedEntry[] = [];
    let from: Position | undefined;
    for (;;) {
      const page: RecordedEvent[] = await this.store.readAll(from, PAGE);
      for (const e of page)
        if (e.type === 'LedgerEntryRecorded')
          found.push({ id: e.id, data: e.data as LedgerEntryData });
      if (page.length < PAGE) return found;
      from = page[page.length - 1]?.position;
    }
  }
}
