import { listAuditLedgerEntries } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { listed } from '../../shared/http/envelope.js';
import { LedgerEntriesQuery } from './ledger-entries.query.js';

/** `audit/ledgerEntries {buyer_id?, owner?, reason?, page?, limit?}`: read-only, newest first. */
@CommandController('admin', 'auditor')
export class LedgerEntriesController {
  constructor(private readonly query: LedgerEntriesQuery) {}

  @CommandRoute(listAuditLedgerEntries)
  async list(@Call() { body: q }: Call<typeof listAuditLedgerEntries>) {
    const { records, total } = await this.query.page(q);
    return listed('Ledger entries', records, total);
  }
}
