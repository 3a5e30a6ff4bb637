import type { EventData, InvoiceRaised, InvoiceStatus } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';

type Raised = EventData<typeof InvoiceRaised>;

/** One invoice as `invoice/invoice` serves it; money in cents. */
export interface InvoiceDoc extends Doc, Omit<Raised, 'invoiceId'> {
  id: string;
  subtotal: number;
  /** subtotal + buyer's premium. */
  total: number;
  /** What the buyer has paid: the deposit applied (payments come with checkout). */
  paid: number;
  balanceDue: number;
  status: InvoiceStatus;
}

/** Paid in full, in part, or not at all. */
export const invoiceStatus = (total: number, paid: number): InvoiceStatus =>
  paid >= total ? 'paid' : paid > 0 ? 'partly paid' : 'unpaid';

/** The invoice's figures, from what was raised: the one place its totals are summed. */
export function invoiceDocOf(data: Raised): InvoiceDoc {
  const { invoiceId, ...rest } = data;
  const subtotal = data.items.reduce((sum, i) => sum + i.total, 0);
  const total = subtotal + data.buyersPremium;
  const paid = data.depositApplied;
  return {
    ...rest,
    id: invoiceId,
    subtotal,
    total,
    paid,
    balanceDue: total - paid,
    status: invoiceStatus(total, paid),
  };
}

/** The invoices, one document each, by invoice id. */
export const invoiceProjection: Projection<InvoiceDoc> = {
  name: 'invoice',
  version: 1,
  route: (e) => (e.type === 'InvoiceRaised' ? e.data.invoiceId : NO_DOCS),
  evolve: (doc, e) => {
    if (e.type !== 'InvoiceRaised' || doc) return undefined;
    return invoiceDocOf(e.data);
  },
};
