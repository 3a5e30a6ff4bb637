import { Controller } from '@nestjs/common';
import { listAuditLedgerEntries, type RequestOf } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { LedgerEntriesQuery } from './ledger-entries.query.js';

/** `audit/ledgerEntries {buyer_id?, owner?, reason?, page?, limit?}`: read-only, newest first. */
@Controller()
export class LedgerEntriesController {
  constructor(private readonly query: LedgerEntriesQuery) {}

  @CommandRoute(listAuditLedgerEntries)
  @Roles('admin', 'auditor')
  async list(
    @ValidBody() q: RequestOf<typeof listAuditLedgerEntries>,
  ): Promise<Reply<typeof listAuditLedgerEntries>> {
    const { records, total } = await this.query.page(q);
    return listed('Ledger entries', records, total);
  }
}
