import { listLedgerEntries } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { LedgerEntriesQuery } from './ledger-entries.query.js';

@CommandController('admin')
export class LedgerEntriesController {
  constructor(private readonly entries: LedgerEntriesQuery) {}

  /** `admin/ledger/entries` (admin): one account's entries, newest first, a page at a time. */
  @CommandRoute(listLedgerEntries)
  async list(@Call() { body: { kind, owner, page, limit } }: Call<typeof listLedgerEntries>) {
    return success('Ledger entries', await this.entries.of({ kind, owner }, { page, limit }));
  }
}
