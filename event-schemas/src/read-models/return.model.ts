import type { ListResponse } from './list.model.js';

/**
 * Where a return request stands: open (waiting for the admin or the seller), refused, accepted
 * (the refund under way) or refunded (the money is back and the return invoice raised).
 */
export type ReturnStatus = 'open' | 'accepted' | 'refused' | 'refunded';

/** One line asked back. Money in dollars, as the original invoice charged it. */
export interface ReturnLineRecord {
  project_id: string;
  title: string;
  total: number;
}

/**
 * The return invoice (a credit note): its own number series, the lines given back and its totals
 * negative, linked to the original invoice; where the refund went. Money in dollars.
 */
export interface ReturnInvoiceDetail {
  /** The return request's id (what `invoice/returninvoice` takes). */
  id: string;
  /** Gap-free in its own series; null while the refund is under way. */
  number: number | null;
  invoice_id: string;
  invoice_number: number;
  buyer_id: string;
  seller_id: string;
  /** The lines given back, each total negative. */
  invoiceItems: ReturnLineRecord[];
  subtotal: number;
  buyers_premium: number;
  tax: number;
  /** subtotal + buyers_premium + tax, negative. */
  total: number;
  /** Where the money went back (positive): the wallet, and the card the invoice was paid with. */
  refund: { to_wallet: number; to_card: number };
  status: ReturnStatus;
  note: string;
  created_at: string;
}

/** One return request, as the buyer's and the back office's lists show it. */
export interface ReturnRecord {
  id: string;
  invoice_id: string;
  invoice_number: number;
  buyer_id: string;
  seller_id: string;
  items: ReturnLineRecord[];
  reason: string;
  status: ReturnStatus;
  /** The decision's note (why it was refused, or a word on the accept); '' while open. */
  note: string;
  created_at: string;
  decided_at: string | null;
  /** The refund's total in dollars (positive) once accepted; null otherwise. */
  refund_total: number | null;
  /** The return invoice's number once raised. */
  return_invoice_number: number | null;
}

export type ReturnList = ListResponse<ReturnRecord>;

/** What asking, accepting or refusing answers: the request as it stands now. */
export type ReturnAnswer = ReturnRecord;
