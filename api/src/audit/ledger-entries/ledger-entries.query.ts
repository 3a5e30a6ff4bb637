import { Inject, Injectable } from '@nestjs/common';
import {
  type AuditLedgerEntryRow,
  ledgerStream,
  type listAuditLedgerEntries,
  type RequestOf,
} from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { matchesLedgerFilter, toLedgerEntryRow } from './ledger-entry-row.js';
import { recordedLedgerEntries } from './recorded-ledger-entries.js';

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
      : await recordedLedgerEntries(this.store);
    const all = events.filter((e) => matchesLedgerFilter(e, q)).reverse();
    const records = all.slice((q.page - 1) * q.limit, q.page * q.limit).map(toLedgerEntryRow);
    return { records, total: all.length };
  }
}
