import { ownValue } from '@facet/event-schemas';
import {
  INVOICE_NUMBERS_STREAM,
  type ReplayInvoiceFacts,
  type ReplayRule,
} from '@facet/event-schemas';
import { evolveInvoiceDoc, type InvoiceDoc } from '@facet/projections/folds';
import type { ExplanationInCents } from './price-explanation.js';
import type { ReplayEvent } from './replay.ports.js';

/** One invoice at the instant, as the live invoice read model folds it, and the lots it bills. */
export interface InvoiceReplay {
  doc: InvoiceDoc;
  /** The replayed lots among its lines (a checkout's invoice may bill lots of other scopes). */
  lotIds: readonly string[];
}

/** An event of an `invoice-<id>` stream (the numbering stream is no invoice's). */
export const isInvoiceEvent = (e: { stream: string }): boolean =>
  e.stream.startsWith('invoice-') && e.stream !== INVOICE_NUMBERS_STREAM;

const RULES: Partial<Record<string, ReplayRule>> = {
  InvoiceRaised: 'invoice-raised',
  InvoicePaymentRecorded: 'invoice-payment',
  InvoiceOfflinePaymentChosen: 'invoice-offline',
  InvoiceStatusChanged: 'invoice-status',
};

/** The lots an invoice event bills: its lines' lots that the replay knows (the raise names them). */
export function invoiceLotsOf(
  e: ReplayEvent,
  known: (lotId: string) => boolean,
  invoices: ReadonlyMap<string, InvoiceReplay>,
): readonly string[] {
  if (e.type === 'InvoiceRaised') return e.data.items.map((i) => i.lotId).filter(known);
  const invoiceId = (e.data as { invoiceId?: string }).invoiceId;
  return (invoiceId && invoices.get(invoiceId)?.lotIds) || [];
}

/**
 * The lot each invoice step of a timeline is shown under: the first of its lines' lots that the
 * timeline holds (an auction's checkout invoice billing two of its lots is shown under the first).
 */
export function billedLotOf(events: readonly ReplayEvent[]): (e: ReplayEvent) => string | null {
  const known = new Set<string>();
  const byInvoice = new Map<string, string>();
  for (const e of events) {
    if (e.stream.startsWith('lot-')) known.add((e.data as { lotId: string }).lotId);
    else if (e.type === 'InvoiceRaised') {
      const lotId = e.data.items.map((i) => i.lotId).find((id) => known.has(id));
      if (lotId) byInvoice.set(e.data.invoiceId, lotId);
    }
  }
  return (e) =>
    isInvoiceEvent(e) ? (byInvoice.get((e.data as { invoiceId: string }).invoiceId) ?? null) : null;
}

export interface InvoiceStep {
  invoice: InvoiceReplay;
  /** One per billed lot; none for a note (seller's and admin's only). */
  explanations: { lotId: string; explanation: ExplanationInCents }[];
}

/**
 * One invoice event folded with the live invoice projection's evolve. The lots' prices do not
 * move after the sale: each billed lot's explanation keeps its price and names the invoice.
 */
export function stepInvoice(
  e: ReplayEvent,
  step: number,
  was: InvoiceReplay | undefined,
  lotIds: readonly string[],
  priceOf: (lotId: string) => number,
): InvoiceStep | null {
  const doc = evolveInvoiceDoc(was?.doc, e) ?? was?.doc;
  if (!doc) return null;
  const invoice = { doc, lotIds: was?.lotIds ?? lotIds };
  const rule = ownValue(RULES, e.type);
  if (!rule) return { invoice, explanations: [] };
  const payment = e.type === 'InvoicePaymentRecorded' ? e.data : null;
  const facts: ReplayInvoiceFacts = {
    invoiceId: doc.id,
    number: doc.number,
    total: doc.total,
    paid: doc.paid,
    balanceDue: doc.balanceDue,
    status: doc.status,
    amount: payment?.amount ?? null,
    method: payment?.method ?? null,
  };
  const explanations = invoice.lotIds.map((lotId) => ({
    lotId,
    explanation: {
      step,
      at: e.metadata.at,
      rule,
      previousPrice: priceOf(lotId),
      price: priceOf(lotId),
      challenger: { userId: doc.buyerId, name: '' },
      leader: null,
      challengerMaximum: null,
      leaderMaximum: null,
      increment: null,
      reserve: null,
      previousClose: null,
      close: null,
      extensionSeconds: null,
      invoice: facts,
    },
  }));
  return { invoice, explanations };
}
