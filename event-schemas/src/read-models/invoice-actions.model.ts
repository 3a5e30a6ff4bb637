import type { UserAddress } from './account.model.js';
import type {
  InvoiceDetail,
  InvoiceStatus,
  InvoiceSummary,
  InvoiceTransactionRecord,
} from './invoice.model.js';
import type { ListResponse } from './list.model.js';
import type { LotSearchRecord } from './lot-record.model.js';

/**
 * An invoice command's answer: `offline/payCartOffline` (the buyer chose a bank transfer),
 * `seller/offline/payCartOffline`
 * (an admin marked it received), `seller/invoice/changeStatus`: where the invoice stands after
 * the command. Money in dollars.
 */
export interface InvoiceActionAnswer {
  invoice_id: string;
  number: number;
  status: InvoiceStatus;
  /** This command's payment (0 when the buyer only chose the bank transfer). */
  amount: number;
  paid: number;
  balance_due: number;
}

/** One row of `invoice/alltransactions`: a payment and the invoice it paid. Money in dollars. */
export interface TransactionRecord extends InvoiceTransactionRecord {
  invoice_id: string;
  invoice_number: number;
}

/** `invoice/alltransactions`: the buyer's payments across invoices, newest first. */
export type TransactionList = ListResponse<TransactionRecord>;

/** A party of an invoice as its seller or an admin sees it. */
export interface InvoiceParty {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company_name: string | null;
  phone: string | null;
}

/** A note the seller or an admin added with `seller/user/invoice/update_invoice`. */
export interface InvoiceNoteRecord {
  note: string;
  recorded_by: string;
  created_at: string;
}

/** One line of an invoice's history: who did what; `on_behalf_of` when they acted for the buyer. */
export interface InvoiceHistoryRecord {
  action: 'raised' | 'paid' | 'offline-chosen' | 'cancelled' | 'refunded' | 'note';
  /** User id of who acted ('system' for the marketplace itself). */
  acted_by: string;
  acted_by_name: string;
  /** The buyer's id when a seller or an admin acted for them (SFB); null otherwise. */
  on_behalf_of: string | null;
  /** Dollars, for a payment; null otherwise. */
  amount: number | null;
  method: string | null;
  created_at: string;
}

/** `seller/user/invoice/invoice`: the invoice plus its buyer, their address and its seller. */
export interface SellerInvoiceDetail extends InvoiceDetail {
  invoiceUser: InvoiceParty | null;
  invoiceAddress: UserAddress | null;
  invoiceSeller: InvoiceParty | null;
  /** Oldest first. */
  notes: InvoiceNoteRecord[];
  /** Oldest first. */
  history: InvoiceHistoryRecord[];
  /** The buyer's wallet balance, dollars: what `seller/credit/payCartWallet` can take. */
  buyer_wallet_balance: number;
}

/** One row of `seller/invoice/invoices`: a summary plus who bought. */
export interface SellerInvoiceSummary extends InvoiceSummary {
  buyer_id: string;
  seller_id: string;
  paid: number;
}

export type SellerInvoiceList = ListResponse<SellerInvoiceSummary>;

/** One row of /purchases/:type: a lot the buyer won at close or bought, with its invoice. */
export interface PurchaseRecord extends LotSearchRecord {
  purchase: 'won' | 'bought';
  invoice_id: string;
  invoice_number: number;
  invoice_status: InvoiceStatus;
  /** Units bought (1 for a lot won). */
  purchased_qty: number;
  /** The line's total, dollars. */
  purchased_total: number;
}

/** `invoice/purchases`: one page of what the buyer won and bought, newest first. */
export type PurchaseList = ListResponse<PurchaseRecord>;
