import { Inject, Injectable } from '@nestjs/common';
import {
  type AuditLedgerEntryRow,
  ledgerStream,
  type listAuditLedgerEntries,
  type Position,
  type RecordedEvent,
  type RequestOf,
} from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { matchesLedgerFilter, toLedgerEntryRow } from './ledger-entry-row.js';

const SCAN = 5_000;

/**
 * `audit/ledgerEntries`: a page of the ledger's entries, newest first, read from the log itself
 * (as the trial balance is), so the auditor sees what was recorded, not a read model's copy. One
 * buyer's entries are that buyer's ledger stream; any other filter scans the log.
 */
@Injectable()
export class LedgerEntriesQuery {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async page(
    q: RequestOf<typeof listAuditLedgerEntries>,
  ): Promise<{ records: AuditLedgerEntryRow[]; total: number }> {
    const events = q.buyer_id
      ? await this.store.readStream(ledgerStream(q.buyer_id))
      : await this.scan();
    const all = events.filter((e) => matchesLedgerFilter(e, q)).reverse();
    const records = all.slice((q.page - 1) * q.limit, q.page * q.limit).map(toLedgerEntryRow);
    return { records, total: all.length };
  }

  private async scan(): Promise<RecordedEvent[]> {
    const found: RecordedEvent[] = [];
    let from: Position | undefined;
    for (;;) {
      const page = await this.store.readAll(from, SCAN);
      for (const e of page) if (e.type === 'LedgerEntryRecorded') found.push(e);
      if (page.length < SCAN) return found;
      from = page[page.length - 1]?.position;
    }
  }
}
