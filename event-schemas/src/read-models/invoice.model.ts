import type { InvoiceShippingAddress } from './address.model.js';
import type { ListResponse } from './list.model.js';

/**
 * Where an invoice stands: what the buyer paid (deposit applied, payments) against its total;
 * 'awaiting offline payment' once the buyer chose a bank transfer and until an admin marks it
 * received; cancelled or refunded by the seller or an admin.
 */
export type InvoiceStatus =
  'unpaid' | 'partly paid' | 'paid' | 'awaiting offline payment' | 'cancelled' | 'refunded';

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
  /** A rough lot's Kimberley Process certificate number; absent for polished and jewellery. */
  kp_certificate?: string;
}

/** One payment on an invoice, as its transactions list shows it. Money in dollars. */
export interface InvoiceTransactionRecord {
  /** The paying command's idempotency key. */
  id: string;
  method: 'wallet' | 'online' | 'offline';
  amount: number;
  /** The gateway's, the bank's or the ledger's reference. */
  reference: string;
  /** True when no money moved (the sandbox gateway). */
  sandbox: boolean;
  /** Who recorded it: the buyer, or the admin who marked a transfer received. */
  recorded_by: string;
  created_at: string;
}

/** The invoice's shipping line: the carrier's service chosen at checkout. Money in dollars. */
export interface InvoiceShippingLine {
  quote_id: string;
  carrier: string;
  service: string;
  price: number;
  days: number;
  country: string;
}

/** `invoice/invoice`: one invoice, for its buyer, its seller or an admin. Money in dollars. */
export interface InvoiceDetail {
  id: string;
  /** Gap-free, never reused: 1, 2, 3... across the marketplace. */
  number: number;
  buyer_id: string;
  seller_id: string;
  /** Issue 30: the company billed when a representative won the lot; absent: the buyer. */
  bill_to?: { company_id: string; name: string; registration_number: string; country: string };
  invoiceItems: InvoiceItemRecord[];
  /** Sum of the items. */
  subtotal: number;
  /** 0 while no buyer's premium is configured. */
  buyers_premium: number;
  /** 0 while no tax rate is configured. */
  tax: number;
  /** The shipping quote the buyer chose; absent until one is chosen. */
  shipping?: InvoiceShippingLine;
  /** subtotal + buyers_premium + tax + shipping. */
  total: number;
  /** The buyer's deposit held for the lot, applied at the close. */
  deposit_applied: number;
  /** Every payment, oldest first (the deposit applied is not one: it is above). */
  allTransactions: InvoiceTransactionRecord[];
  /** What the buyer has paid so far: the deposit applied and every payment. */
  paid: number;
  /** total - paid. */
  balance_due: number;
  status: InvoiceStatus;
  /** What raised it: a lot's close (a win) or a buy-now checkout. */
  source: 'close' | 'checkout';
  /** Where it ships: set at checkout, judged valid by the address port; null until then. */
  shipping_address: InvoiceShippingAddress | null;
  /** ISO UTC instant the invoice was raised (the lot's close, the checkout). */
  created_at: string;
  /**
   * The World Diamond Council's System of Warranties statement, word for word: present when the
   * invoice sells rough (an item carries a Kimberley Process certificate).
   */
  warranty_statement?: string;
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
