import type { Doc, Projection } from '../runner/projection.js';
import { entryPerEvent } from '../store/grouped/entry-per-event.js';
import type { GroupedLayout } from '../store/grouped/grouped-layout.js';

/** One invoice in its seller's index: enough to page a seller's invoices in number order. */
export interface SellerInvoiceIndexEntry extends Doc {
  invoiceId: string;
  number: number;
  at: string;
}

/** The whole group as one document: the seller's invoice ids, lowest number first. */
export interface SellerInvoiceIndexDoc extends Doc {
  id: string;
  invoices: SellerInvoiceIndexEntry[];
}

/**
 * Stored per seller as entries `<sellerId>/<invoiceId>`, ordered by invoice number, so a report
 * walks a seller's invoices a page at a time (ReadModelStore.entryPage) and reads only that
 * page's invoices, where the seller-invoices list is one document holding them all.
 */
export const sellerInvoiceIndexProjection: Projection<SellerInvoiceIndexEntry> = {
  name: 'seller-invoice-index',
  version: 1,
  types: ['InvoiceRaised'],
  ...entryPerEvent(
    (e) => (e.type === 'InvoiceRaised' ? e.data : undefined),
    (d) => d.sellerId,
    (d) => d.invoiceId,
    (d): SellerInvoiceIndexEntry => ({ invoiceId: d.invoiceId, number: d.number, at: d.at }),
  ),
};

export const sellerInvoiceIndexLayout: GroupedLayout = {
  materialize: (id, entries): SellerInvoiceIndexDoc => ({
    id,
    invoices: [...(entries as SellerInvoiceIndexEntry[])].sort((a, b) => a.number - b.number),
  }),
  order: (entry) => (entry as SellerInvoiceIndexEntry).number,
};
