import type {
  EventData,
  UserAddress,
  InvoicePaymentRecorded,
  InvoiceRaised,
  InvoiceShippingChosen,
  InvoiceStatus,
} from '@facet/event-schemas';
import { historyEntryOf, type InvoiceHistoryEntry } from './invoice-history.js';
import { NO_DOCS, type Doc, type Projection, type ProjectedEvent } from '../runner/projection.js';
import { typesWhere } from '../runner/event-types.js';

type Raised = EventData<typeof InvoiceRaised>;
type Payment = EventData<typeof InvoicePaymentRecorded>;

/** The invoice's shipping line, as chosen; cents. */
export type InvoiceShipping = Pick<
  EventData<typeof InvoiceShippingChosen>,
  'quoteId' | 'carrier' | 'service' | 'amount' | 'days' | 'country'
>;

/** One payment on the invoice, as its transactions list shows it; money in cents. */
export type InvoicePayment = Pick<
  Payment,
  'key' | 'method' | 'amount' | 'reference' | 'sandbox' | 'recordedBy' | 'at'
>;

/** A note the seller or an admin added; shown to them only. */
export interface InvoiceNote {
  note: string;
  addedBy: string;
  at: string;
}

/** One invoice as `invoice/invoice` serves it; money in cents. */
export interface InvoiceDoc extends Doc, Omit<Raised, 'invoiceId'> {
  id: string;
  subtotal: number;
  /** subtotal + buyer's premium + tax + shipping. */
  total: number;
  /** The shipping quote chosen; absent until one is. */
  shipping?: InvoiceShipping;
  /** Payments in the order they were recorded. */
  payments: InvoicePayment[];
  /** What the buyer has paid: the deposit applied and every payment. */
  paid: number;
  balanceDue: number;
  offlineChosen: boolean;
  closed: 'cancelled' | 'refunded' | null;
  status: InvoiceStatus;
  /** Absent until the first note (documents folded before notes existed have none). */
  notes?: InvoiceNote[];
  /** Where it ships; absent until the buyer's address is set (and on older documents). */
  shipTo?: { address: UserAddress; validatedBy: string };
  /** Who did what, oldest first (v3): a seller or admin acting for the buyer shows here. */
  history?: InvoiceHistoryEntry[];
}

/**
 * Cancelled or refunded once closed; paid in full; waiting for the bank transfer the buyer chose;
 * paid in part; or not at all.
 */
export function invoiceStatus(
  total: number,
  paid: number,
  offlineChosen = false,
  closed: InvoiceDoc['closed'] = null,
): InvoiceStatus {
  if (closed) return closed;
  if (paid >= total) return 'paid';
  if (offlineChosen) return 'awaiting offline payment';
  return paid > 0 ? 'partly paid' : 'unpaid';
}

/** The figures that follow from the rest: the one place an invoice's totals are summed. */
function withFigures(doc: Omit<InvoiceDoc, 'paid' | 'balanceDue' | 'status'>): InvoiceDoc {
  const paid = doc.depositApplied + doc.payments.reduce((sum, p) => sum + p.amount, 0);
  return {
    ...doc,
    paid,
    balanceDue: doc.closed ? 0 : Math.max(0, doc.total - paid),
    status: invoiceStatus(doc.total, paid, doc.offlineChosen, doc.closed),
  };
}

/** The invoice as raised, before any payment. */
export function invoiceDocOf(data: Raised): InvoiceDoc {
  const { invoiceId, ...rest } = data;
  const subtotal = data.items.reduce((sum, i) => sum + i.total, 0);
  return withFigures({
    ...rest,
    id: invoiceId,
    subtotal,
    total: subtotal + data.buyersPremium + data.tax,
    payments: [],
    offlineChosen: false,
    closed: null,
  });
}

/**
 * The invoice after one more of its events; undefined when the event changes nothing (another
 * type, or a payment already folded).
 */
export function evolveInvoiceDoc(
  doc: InvoiceDoc | undefined,
  e: ProjectedEvent,
): InvoiceDoc | undefined {
  if (e.type === 'InvoiceRaised') return doc ? undefined : invoiceDocOf(e.data);
  if (!doc) return undefined;
  switch (e.type) {
    case 'InvoicePaymentRecorded': {
      if (doc.payments.some((p) => p.key === e.data.key)) return undefined;
      const { key, method, amount, reference, sandbox, recordedBy, at } = e.data;
      const payment = { key, method, amount, reference, sandbox, recordedBy, at };
      return withFigures({ ...doc, payments: [...doc.payments, payment] });
    }
    case 'InvoiceOfflinePaymentChosen':
      return withFigures({ ...doc, offlineChosen: true });
    case 'InvoiceStatusChanged':
      return withFigures({ ...doc, closed: e.data.status });
    case 'InvoiceNoteAdded': {
      const { note, addedBy, at } = e.data;
      return { ...doc, notes: [...(doc.notes ?? []), { note, addedBy, at }] };
    }
    case 'InvoiceShippingAddressSet':
      return { ...doc, shipTo: { address: e.data.address, validatedBy: e.data.validatedBy } };
    case 'InvoiceShippingChosen': {
      const { quoteId, carrier, service, amount, days, country } = e.data;
      // A new choice replaces the line: the total is the raised total plus this one.
      const total = doc.total - (doc.shipping?.amount ?? 0) + amount;
      const shipping = { quoteId, carrier, service, amount, days, country };
      return withFigures({ ...doc, total, shipping });
    }
    default:
      return undefined;
  }
}

/** The events of one invoice's stream that its documents fold. */
export type InvoiceEvent = Extract<
  ProjectedEvent,
  {
    type:
      | 'InvoiceRaised'
      | 'InvoicePaymentRecorded'
      | 'InvoiceOfflinePaymentChosen'
      | 'InvoiceStatusChanged'
      | 'InvoiceNoteAdded'
      | 'InvoiceShippingAddressSet'
      | 'InvoiceShippingChosen';
  }
>;

/** The event, narrowed, when it is about an invoice; a switch so the compiler checks each case. */
export function asInvoiceEvent(e: ProjectedEvent): InvoiceEvent | undefined {
  switch (e.type) {
    case 'InvoiceRaised':
    case 'InvoicePaymentRecorded':
    case 'InvoiceOfflinePaymentChosen':
    case 'InvoiceStatusChanged':
    case 'InvoiceNoteAdded':
    case 'InvoiceShippingAddressSet':
    case 'InvoiceShippingChosen':
      return e;
    default:
      return undefined;
  }
}

/** The id of the invoice an event is about, or none. */
export const invoiceIdOf = (e: ProjectedEvent): string | undefined =>
  asInvoiceEvent(e)?.data.invoiceId;

/** The invoice after the event, with the event's line added to its history. */
function withHistory(doc: InvoiceDoc | undefined, e: ProjectedEvent): InvoiceDoc | undefined {
  const next = evolveInvoiceDoc(doc, e);
  const event = asInvoiceEvent(e);
  const entry = event && historyEntryOf(event);
  if (!next || !entry) return next;
  return { ...next, history: [...(doc?.history ?? []), entry] };
}

/** The invoices, one document each, by invoice id; v3 keeps who did what (`history`). */
export const invoiceProjection: Projection<InvoiceDoc> = {
  name: 'invoice',
  version: 3,
  types: typesWhere(asInvoiceEvent),
  route: (e) => invoiceIdOf(e) ?? NO_DOCS,
  evolve: (doc, e) => withHistory(doc, e),
};
