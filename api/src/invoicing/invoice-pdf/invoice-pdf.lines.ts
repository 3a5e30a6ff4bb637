import { type InvoiceParty, WDC_WARRANTY_STATEMENT } from '@facet/event-schemas';
import type { InvoiceDoc } from '@facet/projections';
import { formatDate } from '../../shared/format/date.format.js';
import { formatCents as $, formatWeight } from '../../shared/money/index.js';

/** One totals line of the printed invoice: its label, its amount in cents, bold for the sums. */
export interface PdfTotalLine {
  label: string;
  cents: number;
  bold?: boolean;
  /** A small line under it (the shipping carrier and service). */
  note?: string;
}

/** A party's name, company and email; an unknown party is left blank, never shown by its id. */
export const partyText = (p: InvoiceParty | null): string =>
  p
    ? [`${p.first_name} ${p.last_name}`.trim(), p.company_name, p.email].filter(Boolean).join('\n')
    : '';

/**
 * The "Billed to" block: the company when a representative won the lot (issue 30), its
 * registration, then the representative; else the buyer.
 */
export function billedToText(doc: Pick<InvoiceDoc, 'billTo'>, buyer: InvoiceParty | null): string {
  const to = doc.billTo;
  if (!to) return partyText(buyer);
  const rep = buyer ? `Attn: ${`${buyer.first_name} ${buyer.last_name}`.trim()}` : '';
  const lines = [to.name, `Reg. ${to.registrationNumber}, ${to.country}`, rep, buyer?.email];
  return lines.filter(Boolean).join('\n');
}

/** The invoice's date line, as the spec writes dates (MM-DD-YYYY). */
export const dateLine = (doc: Pick<InvoiceDoc, 'at'>): string => `Date: ${formatDate(doc.at)}`;

/** An item's cells: what, how much (carats or units), the unit price ('/ct' per carat), the total. */
export function itemCells(item: InvoiceDoc['items'][number]): string[] {
  const perCarat = item.pricing === 'per_carat';
  return [
    item.title,
    perCarat ? formatWeight(item.weight) : String(item.qty),
    `${$(item.unitPrice)}${perCarat ? '/ct' : ''}`,
    $(item.total),
  ];
}

/**
 * Subtotal to balance due. A deposit line only when a deposit was applied (issue 27, item 14:
 * never "Deposit applied -$0.00"); payments by method and date, no gateway or ledger reference.
 */
export function totalLines(doc: InvoiceDoc): PdfTotalLine[] {
  return [
    { label: 'Subtotal', cents: doc.subtotal },
    { label: "Buyer's premium", cents: doc.buyersPremium },
    { label: 'Tax', cents: doc.tax },
    // The shipping line names its carrier and service: what the buyer chose at checkout.
    ...(doc.shipping
      ? [
          {
            label: 'Shipping',
            cents: doc.shipping.amount,
            note: `${doc.shipping.carrier}, ${doc.shipping.service}`,
          },
        ]
      : []),
    { label: 'Total', cents: doc.total, bold: true },
    ...(doc.depositApplied > 0 ? [{ label: 'Deposit applied', cents: -doc.depositApplied }] : []),
    ...doc.payments.map((p) => ({
      label: `Payment (${p.method}) ${formatDate(p.at)}${p.sandbox ? ' SANDBOX' : ''}`,
      cents: -p.amount,
    })),
    { label: 'Balance due', cents: doc.balanceDue, bold: true },
  ];
}

/**
 * Rough is sold under the Kimberley Process and the WDC System of Warranties (issue 30): the
 * printed invoice of rough lists its lots' certificate numbers and the statement, word for word.
 * None for an invoice of polished or jewellery only.
 */
export function warrantyLines(doc: Pick<InvoiceDoc, 'items'>): string[] {
  const certificates = doc.items.flatMap((i) => (i.kpCertificate ? [i.kpCertificate] : []));
  if (certificates.length === 0) return [];
  return [`Kimberley Process certificates: ${certificates.join(', ')}`, WDC_WARRANTY_STATEMENT];
}
