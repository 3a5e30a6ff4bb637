import { Controller } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { TransactionList, TransactionRecord } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { pageRequest } from '../../shared/http/paging.js';
import { readBody } from '../../shared/http/request-fields.js';
import { invoiceDetail } from '../invoice-search/invoice.query.js';
import { InvoiceReader } from '../invoice-search/invoice.reader.js';

const allBody = handParsedBody({
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
});

/** `invoice/alltransactions`: the caller's payments across their invoices, newest first. */
@Controller('invoice')
export class AllTransactionsController {
  constructor(private readonly reader: InvoiceReader) {}

  @CommandRoute('alltransactions')
  @BodySchema(allBody)
  async all(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(allBody.shape));
    const { limit, page } = pageRequest(body);
    const rows: TransactionRecord[] = ((await this.reader.ofBuyer(actor.id))?.invoices ?? [])
      .flatMap((doc) =>
        invoiceDetail(doc).allTransactions.map((t) => ({
          ...t,
          invoice_id: doc.id,
          invoice_number: doc.number,
        })),
      )
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
    const records = rows.slice((page - 1) * limit, page * limit);
    return success<TransactionList>('Transactions', {
      records,
      totalRecords: rows.length,
      setDisp: `Showing ${records.length} of ${rows.length}`,
    });
  }
}
