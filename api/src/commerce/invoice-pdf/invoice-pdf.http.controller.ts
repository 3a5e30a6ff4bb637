import { Controller, StreamableFile } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { forbidden, notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { readBody, requiredText } from '../../shared/http/request-fields.js';
import { InvoiceReader } from '../invoice-search/invoice.reader.js';
import { InvoiceParties } from '../seller-invoices/invoice-parties.js';
import { renderInvoicePdf } from './invoice-pdf.renderer.js';

const pdfBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
});

/** `invoice/pdf` {id}: the invoice as a printable PDF, for its buyer, its seller or an admin. */
@Controller('invoice')
export class InvoicePdfController {
  constructor(
    private readonly reader: InvoiceReader,
    private readonly parties: InvoiceParties,
  ) {}

  @CommandRoute('pdf')
  @BodySchema(pdfBody)
  async pdf(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const id = requiredText(
      readBody(raw, Object.keys(pdfBody.shape)),
      'id',
      'Invoice id required',
      200,
    );
    const doc = await this.reader.invoice(id);
    if (!doc) throw notFound('Invoice not found', 'invoice.not-found');
    if (actor.role !== 'admin' && actor.id !== doc.buyerId && actor.id !== doc.sellerId)
      throw forbidden('You cannot see this invoice', 'invoice.forbidden');
    const file = await renderInvoicePdf(doc, {
      buyer: this.parties.party(doc.buyerId),
      seller: this.parties.party(doc.sellerId),
    });
    return new StreamableFile(file, {
      type: 'application/pdf',
      disposition: `attachment; filename="invoice-${doc.number}.pdf"`,
      length: file.length,
    });
  }
}
