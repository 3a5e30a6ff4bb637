import type { ListResponse } from './list.model.js';

/**
 * Where a bid deposit stands: held for the lot until the close; then applied to the winner's
 * invoice, or given back: released to the wallet (paid from it) or refunded to the card (paid
 * online).
 */
export type DepositStatus = 'held' | 'applied' | 'released' | 'refunded';

/** One bid deposit of the buyer's, as `deposit/alldeposits` lists it. Money in dollars. */
export interface DepositRecord {
  /** The ledger entry that held it. */
  id: string;
  /** The lot it was paid for. */
  project_id: string;
  title: string;
  amount: number;
  method: 'wallet' | 'online';
  /** The gateway's reference of an online deposit. */
  reference: string | null;
  /** True when the deposit went through the sandbox gateway (no money moved). */
  sandbox: boolean;
  status: DepositStatus;
  /** The lot's record of the deposit (its `bid_deposit_id`), once it recorded it. */
  bid_deposit_id: string | null;
  /** ISO UTC: when it was paid. */
  created_at: string;
  /** ISO UTC: when it was applied, released or refunded; null while held. */
  settled_at: string | null;
  /** The invoice it was applied to. */
  invoice_id: string | null;
  invoice_number: number | null;
}

/** `deposit/alldeposits`: one page of the buyer's deposits, newest first. */
export type DepositList = ListResponse<DepositRecord>;

/** One line of a deposit's detail: what the deposit was for (spec: Deposit detail, invoiceItems). */
export interface DepositItemRecord {
  project_id: string;
  title: string;
  /** Dollars. */
  amount: number;
}

/** `deposit/deposit`: one deposit, for its buyer or an admin. */
export interface DepositDetail extends DepositRecord {
  buyer_id: string;
  invoiceItems: DepositItemRecord[];
}
