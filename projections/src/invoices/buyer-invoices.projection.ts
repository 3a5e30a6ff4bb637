import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';
import { type InvoiceDoc, invoiceDocOf } from './invoice.projection.js';

/** One row of a buyer's invoice list; money in cents. */
export type BuyerInvoiceRow = Pick<
  InvoiceDoc,
  'id' | 'number' | 'total' | 'balanceDue' | 'status' | 'at'
> & { title: string; lotId: string };

/** A buyer's invoices, newest first: what `invoice/allinvoices` pages through. */
export interface BuyerInvoicesDoc extends Doc {
  id: string;
  invoices: BuyerInvoiceRow[];
}

export const buyerInvoicesProjection: Projection<BuyerInvoicesDoc> = {
  name: 'buyer-invoices',
  version: 1,
  route: (e) => (e.type === 'InvoiceRaised' ? e.data.buyerId : NO_DOCS),
  evolve: (doc, e, id) => {
    if (e.type !== 'InvoiceRaised') return undefined;
    const current = doc ?? { id, invoices: [] };
    if (current.invoices.some((i) => i.id === e.data.invoiceId)) return undefined;
    const { id: invoiceId, number, total, balanceDue, status, at, items } = invoiceDocOf(e.data);
    const first = items[0];
    const row: BuyerInvoiceRow = {
      id: invoiceId,
      number,
      total,
      balanceDue,
      status,
      at,
      title: first?.title ?? '',
      lotId: first?.lotId ?? '',
    };
    return { id, invoices: [row, ...current.invoices] };
  },
};
