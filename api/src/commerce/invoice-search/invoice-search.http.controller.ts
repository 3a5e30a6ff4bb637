import { Controller } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { InvoiceDetail, InvoiceList } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { forbidden, notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { pageWindow } from '../../shared/http/paging.js';
import { oneOf, readBody, requiredText } from '../../shared/http/request-fields.js';
import { invoiceDetail, invoiceFilters, invoiceSummary, statusOfFilter } from './invoice.query.js';
import { InvoiceReader } from './invoice.reader.js';

const invoiceBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
});

const allBody = handParsedBody({
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
  action: ['string', "The list to show (the screen's tab)"],
});

/**
 * The buyer's invoices (spec 7): `invoice/invoice` and `invoice/allinvoices`, which the spec also
 * names under `product/` (`product/invoice`, `product/allinvoices`): one use case, both paths.
 */
@Controller()
export class InvoiceSearchController {
  constructor(private readonly reader: InvoiceReader) {}

  /** One invoice, for its buyer, its seller or an admin; anyone else is refused (403). */
  @CommandRoute(['invoice/invoice', 'product/invoice'])
  @BodySchema(invoiceBody)
  async invoice(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const id = requiredText(
      readBody(raw, Object.keys(invoiceBody.shape)),
      'id',
      'Invoice id required',
      200,
    );
    const doc = await this.reader.invoice(id);
    if (!doc) throw notFound('Invoice not found', 'invoice.not-found');
    if (actor.role !== 'admin' && actor.id !== doc.buyerId && actor.id !== doc.sellerId)
      throw forbidden('You cannot see this invoice', 'invoice.forbidden');
    return success<InvoiceDetail>('Invoice', invoiceDetail(doc));
  }

  /** The caller's invoices as a buyer, newest first. */
  @CommandRoute(['invoice/allinvoices', 'product/allinvoices'])
  @BodySchema(allBody)
  async all(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(allBody.shape));
    const status = statusOfFilter[oneOf(body, 'action', invoiceFilters, 'all')];
    const { limit, from } = pageWindow(body);
    const rows = ((await this.reader.ofBuyer(actor.id))?.invoices ?? []).filter(
      (r) => status === null || r.status === status,
    );
    const records = rows.slice(from, from + limit).map(invoiceSummary);
    return success<InvoiceList>('Invoices', {
      records,
      totalRecords: rows.length,
      setDisp: `Showing ${records.length} of ${rows.length}`,
    });
  }
}
