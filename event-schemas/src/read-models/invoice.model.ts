import type { ListResponse } from './list.model.js';

/** Where an invoice stands: what the buyer paid (deposit applied, later payments) against its total. */
export type InvoiceStatus = 'unpaid' | 'partly paid' | 'paid';

/** One line of an invoice; money in dollars, weight in carats. */
export interface InvoiceItemRecord {
  project_id: string;
  title: string;
  qty: number;
  pricing: 'per_carat' | 'per_item';
  /** Per carat for a per-carat lot, per unit otherwise. */
  unit_price: number;
  /** Carats of the lot. */
  weight: number;
  /** unit_price x weight (per carat, bidding-rules rounding) or unit_price x qty. */
  total: number;
}

/** `invoice/invoice`: one invoice, for its buyer, its seller or an admin. Money in dollars. */
export interface InvoiceDetail {
  id: string;
  /** Gap-free, never reused: 1, 2, 3... across the marketplace. */
  number: number;
  buyer_id: string;
  seller_id: string;
  invoiceItems: InvoiceItemRecord[];
  /** Sum of the items. */
  subtotal: number;
  /** 0 while no buyer's premium is configured. */
  buyers_premium: number;
  /** subtotal + buyers_premium. */
  total: number;
  /** The buyer's deposit held for the lot, applied at the close. */
  deposit_applied: number;
  /** What the buyer has paid so far (the deposit applied, for now). */
  paid: number;
  /** total - paid. */
  balance_due: number;
  status: InvoiceStatus;
  /** ISO UTC instant the invoice was raised (the lot's close). */
  created_at: string;
}

/** One row of `invoice/allinvoices`. */
export interface InvoiceSummary {
  id: string;
  number: number;
  /** The first item's title (a close raises one item). */
  title: string;
  project_id: string;
  total: number;
  balance_due: number;
  status: InvoiceStatus;
  created_at: string;
}

/** `invoice/allinvoices`: the caller's invoices as a buyer, newest first. */
export type InvoiceList = ListResponse<InvoiceSummary>;
