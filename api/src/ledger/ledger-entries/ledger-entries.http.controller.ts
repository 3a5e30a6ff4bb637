import { Controller } from '@nestjs/common';
import { listLedgerEntries, type RequestOf } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { LedgerEntriesQuery } from './ledger-entries.query.js';

@Controller()
export class LedgerEntriesController {
  constructor(private readonly entries: LedgerEntriesQuery) {}

  /** `admin/ledger/entries` (admin): one account's entries, newest first, a page at a time. */
  @Roles('admin')
  @CommandRoute(listLedgerEntries)
  async list(
    @ValidBody() { kind, owner, page, limit }: RequestOf<typeof listLedgerEntries>,
  ): Promise<Reply<typeof listLedgerEntries>> {
    return success('Ledger entries', await this.entries.of({ kind, owner }, { page, limit }));
  }
}
