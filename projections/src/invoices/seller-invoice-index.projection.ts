import type { Doc, Projection } from '../runner/projection.js';
import { groupedBy, type GroupedLayout } from '../store/grouped/grouped-layout.js';

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
  ...groupedBy(
    (e) => (e.type === 'InvoiceRaised' ? e.data.sellerId : undefined),
    // Called only for an event the group took: an InvoiceRaised.
    (e) => (e.type === 'InvoiceRaised' ? e.data.invoiceId : ''),
  ),
  evolve: (doc, e) =>
    e.type === 'InvoiceRaised' && !doc
      ? { invoiceId: e.data.invoiceId, number: e.data.number, at: e.data.at }
      : undefined,
  // An invoice is raised once: an entry that exists has seen its raise.
  seen: () => true,
};

export const sellerInvoiceIndexLayout: GroupedLayout = {
  materialize: (id, entries): SellerInvoiceIndexDoc => ({
    id,
    invoices: [...(entries as SellerInvoiceIndexEntry[])].sort((a, b) => a.number - b.number),
  }),
  order: (entry) => (entry as SellerInvoiceIndexEntry).number,
};
