import { Controller, StreamableFile } from '@nestjs/common';
import { downloadInvoicePdf, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { InvoiceReader } from '../invoice.reader.js';
import { InvoiceParties } from '../invoice-parties.js';
import { renderInvoicePdf } from './invoice-pdf.renderer.js';

@Controller()
export class InvoicePdfController {
  constructor(
    private readonly reader: InvoiceReader,
    private readonly parties: InvoiceParties,
  ) {}

  /** `invoice/pdf` {id}: the invoice as a printable PDF, for its buyer, its seller or an admin. */
  @CommandRoute(downloadInvoicePdf)
  async pdf(
    @ValidBody() body: RequestOf<typeof downloadInvoicePdf>,
    @CurrentActor() actor: Actor,
  ): Promise<StreamableFile> {
    const doc = await this.reader.shownTo(body.id, actor);
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
