import { Controller } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type {
  SellerInvoiceDetail,
  SellerInvoiceList,
  SellerInvoiceSummary,
} from '@facet/event-schemas';
import type { InvoiceDoc } from '@facet/projections';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { forbidden, notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { pageRequest } from '../../shared/http/paging.js';
import { oneOf, readBody, requiredText } from '../../shared/http/request-fields.js';
import { centsToDollars as $ } from '../../shared/money/index.js';
import {
  invoiceDetail,
  invoiceFilters,
  invoiceSummary,
  statusOfFilter,
} from '../invoice-search/invoice.query.js';
import { InvoiceReader } from '../invoice-search/invoice.reader.js';
import { InvoiceParties } from './invoice-parties.js';

const summary = (doc: InvoiceDoc): SellerInvoiceSummary => ({
  ...invoiceSummary(doc),
  buyer_id: doc.buyerId,
  seller_id: doc.sellerId,
  paid: $(doc.paid),
});

const listBody = handParsedBody({
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
  action: ['string', "The list to show (the screen's tab)"],
  user_id: ['string', 'The user acted for or on'],
});

const invoiceBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
});

/**
 * A seller's invoices (the lots they sold) and, for an admin, every invoice: `seller/invoice/
 * invoices` pages them; `seller/user/invoice/invoice` shows one with its buyer, their address and
 * its seller.
 */
@Controller('seller')
@Roles('seller', 'admin')
export class SellerInvoicesController {
  constructor(
    private readonly reader: InvoiceReader,
    private readonly parties: InvoiceParties,
  ) {}

  @CommandRoute('invoice/invoices')
  @BodySchema(listBody)
  async list(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(listBody.shape));
    const status = statusOfFilter[oneOf(body, 'action', invoiceFilters, 'all')];
    const { limit, page } = pageRequest(body);
    const all =
      actor.role === 'admin'
        ? await this.reader.all()
        : ((await this.reader.ofSeller(actor.id))?.invoices ?? []);
    const buyer = typeof body.user_id === 'string' && body.user_id ? body.user_id : null;
    const rows = all.filter(
      (r) => (status === null || r.status === status) && (buyer === null || r.buyerId === buyer),
    );
    const records = rows.slice((page - 1) * limit, page * limit).map(summary);
    return success<SellerInvoiceList>('Invoices', {
      records,
      totalRecords: rows.length,
      setDisp: `Showing ${records.length} of ${rows.length}`,
    });
  }

  @CommandRoute('user/invoice/invoice')
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
    if (actor.role !== 'admin' && actor.id !== doc.sellerId)
      throw forbidden('You cannot see this invoice', 'invoice.forbidden');
    return success<SellerInvoiceDetail>('Invoice', {
      ...invoiceDetail(doc),
      invoiceUser: this.parties.party(doc.buyerId),
      invoiceAddress: this.parties.address(doc.buyerId),
      invoiceSeller: this.parties.party(doc.sellerId),
      notes: (doc.notes ?? []).map((n) => ({
        note: n.note,
        recorded_by: n.addedBy,
        created_at: n.at,
      })),
    });
  }
}
