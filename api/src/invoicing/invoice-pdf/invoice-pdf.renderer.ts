import type { InvoiceParty } from '@facet/event-schemas';
import type { InvoiceDoc } from '@facet/projections';
import PDFDocument from 'pdfkit';
import { formatCents as $ } from '../../shared/money/index.js';
import {
  billedToText,
  dateLine,
  itemCells,
  partyText,
  totalLines,
  warrantyLines,
} from './invoice-pdf.lines.js';

export interface InvoicePdfParties {
  buyer: InvoiceParty | null;
  seller: InvoiceParty | null;
}

const LEFT = 50;
const RIGHT = 545;
const COLUMNS = [LEFT, 290, 370, 470] as const;

/**
 * A printable A4 invoice: number, date, status, the parties, the items (per carat or per item),
 * premium, tax, deposit applied, payments and the balance due; for rough, the KP certificates and
 * the WDC warranty statement. Standard fonts only (no font file
 * to ship); the invoice's own instant is the document's date, not the time it was printed.
 */
export function renderInvoicePdf(doc: InvoiceDoc, parties: InvoicePdfParties): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `Invoice ${doc.number}`, CreationDate: new Date(doc.at) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(20).text(`Invoice #${doc.number}`, LEFT, 50);
  pdf.font('Helvetica').fontSize(10);
  pdf.text(dateLine(doc), LEFT, 80);
  pdf.text(`Status: ${doc.status}`, LEFT, 94);
  pdf.font('Helvetica-Bold').text('Billed to', LEFT, 125).text('Seller', 300, 125);
  pdf.font('Helvetica').text(billedToText(doc, parties.buyer), LEFT, 140, { width: 230 });
  pdf.text(partyText(parties.seller), 300, 140, { width: 230 });

  let y = 210;
  const row = (cells: readonly string[], bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, i) =>
      pdf.text(cell, COLUMNS[i] ?? LEFT, y, { width: i === 0 ? 230 : 90, lineBreak: i === 0 }),
    );
    y = Math.max(pdf.y, y + 14) + 4;
  };
  row(['Item', 'Quantity', 'Unit price', 'Total'], true);
  pdf
    .moveTo(LEFT, y - 2)
    .lineTo(RIGHT, y - 2)
    .stroke();
  for (const item of doc.items) row(itemCells(item));
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 10;

  for (const { label, cents, bold, note } of totalLines(doc)) {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    pdf.text(label, 300, y).text($(cents), COLUMNS[3], y);
    y += 16;
    if (note) {
      pdf.fontSize(8).text(note, 300, y - 4);
      pdf.fontSize(10);
      y += 8;
    }
  }
  const warranty = warrantyLines(doc);
  if (warranty.length > 0) {
    pdf.font('Helvetica-Bold').text('System of Warranties', LEFT, y + 10);
    pdf.font('Helvetica').text(warranty.join('\n'), LEFT, y + 24, { width: RIGHT - LEFT });
    y = pdf.y + 4;
  }
  if (doc.shipTo) {
    const a = doc.shipTo.address;
    const place = [a.city, a.state, a.zip].join(' ');
    const lines = [a.address1, a.address2, place, a.country].filter(Boolean).join('\n');
    pdf.font('Helvetica-Bold').text('Ships to', LEFT, y + 10);
    pdf.font('Helvetica').text(lines, LEFT, y + 24, { width: 230 });
    pdf.text(`Address checked: ${doc.shipTo.validatedBy}`, LEFT, pdf.y + 2, { width: 230 });
  }

  pdf.end();
  return done;
}
