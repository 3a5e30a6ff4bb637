import type { ProjectedEvent } from '../runner/projection.js';

/** The invoice events a history line comes from; the others (where it ships) add none. */
type InvoiceEvent = Extract<ProjectedEvent, { type: `Invoice${string}` }>;

/** What happened on the invoice, one line per event. */
export type InvoiceHistoryAction =
  'raised' | 'paid' | 'offline-chosen' | 'cancelled' | 'refunded' | 'note';

/**
 * One line of the invoice's history: what, who did it and when. When `by` is not the invoice's
 * buyer (nor the system), someone acted for the buyer: a seller on their own lot or an admin.
 */
export interface InvoiceHistoryEntry {
  action: InvoiceHistoryAction;
  by: string;
  at: string;
  /** Cents, for a payment. */
  amount?: number;
  method?: string;
}

/** The history line an invoice event adds, if it adds one. */
export function historyEntryOf(e: InvoiceEvent): InvoiceHistoryEntry | undefined {
  switch (e.type) {
    case 'InvoiceRaised': {
      const d = e.data;
      const by = d.raisedBy ?? (d.source === 'checkout' ? d.buyerId : 'system');
      return { action: 'raised', by, at: d.at };
    }
    case 'InvoicePaymentRecorded': {
      const { recordedBy: by, at, amount, method } = e.data;
      return { action: 'paid', by, at, amount, method };
    }
    case 'InvoiceOfflinePaymentChosen':
      return { action: 'offline-chosen', by: e.data.chosenBy, at: e.data.at };
    case 'InvoiceStatusChanged':
      return { action: e.data.status, by: e.data.changedBy, at: e.data.at };
    case 'InvoiceNoteAdded':
      return { action: 'note', by: e.data.addedBy, at: e.data.at };
    default:
      return undefined;
  }
}
