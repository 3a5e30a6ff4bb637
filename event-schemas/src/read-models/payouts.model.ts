import type { ListResponse } from './list.model.js';

/** One payout the house made to a seller (dollars). */
export interface SellerPayoutRecord {
  /** The ledger entry's event id. */
  id: string;
  amount: number;
  /** The bank transfer's reference the admin recorded. */
  reference: string;
  note: string;
  /** The seller's bank account it went to: the bank's name and the last four digits (else null). */
  bank_name: string | null;
  last4: string | null;
  /** ISO UTC instant. */
  paid_at: string;
}

/** A seller's verified bank account a payout may go to (never the account number). */
export interface PayoutBankAccountRecord {
  id: string;
  bank_name: string;
  last4: string;
  is_default: boolean;
}

/** `admin/payouts/bankAccounts`: the seller's verified bank accounts (none: no payout yet). */
export interface PayoutBankAccountList {
  records: PayoutBankAccountRecord[];
}

/**
 * A seller's payouts: what the house owes them for what they sold (the price less the
 * platform's commission, less refunds), what it paid out, and what is due (dollars).
 */
export interface SellerPayoutSummary {
  seller_id: string;
  seller_name: string;
  earned: number;
  paid_out: number;
  due: number;
  /**
   * Dollars buyers paid the seller directly (transfers or cash the seller recorded): in the
   * seller's hands already, never part of `due` (L-SFB-2).
   */
  collected_by_seller: number;
  /** The platform's commission on the seller's next sales, percent ('' = the site's). */
  commission_percent: string;
  /** The rate that applies: the seller's own, or the site's. */
  effective_commission_percent: string;
}

/** `seller/payouts/statement`: the summary and the payouts made, newest first. */
export interface SellerPayoutsResponse extends ListResponse<SellerPayoutRecord> {
  summary: SellerPayoutSummary;
}

/** `admin/payouts/sellers`: every seller the house owes or paid, most due first. */
export type SellerPayoutList = ListResponse<SellerPayoutSummary>;

/** `admin/payouts/record`: the payout recorded (or the original one, for a retry). */
export interface RecordPayoutAnswer {
  seller_id: string;
  amount: number;
  reference: string;
  /** The verified bank account paid. */
  bank_name: string;
  last4: string;
  /** What is still due after it, in dollars. */
  due: number;
}

/** One ledger entry's line on the account drilled into, in `admin/ledger/entries`. */
export interface LedgerEntryRecord {
  /** The event id. */
  id: string;
  /** The idempotency key (the scoped command id) it was made under. */
  key: string;
  /** Whose ledger stream holds it. */
  owner: string;
  reason: string;
  note: string;
  reference: string | null;
  /** A payout's destination: the seller's bank account, by bank name and last four digits. */
  paid_to: { bank_name: string; last4: string } | null;
  lot_id: string | null;
  /** Dollars, signed for the account: debits plus, credits minus. */
  amount: number;
  recorded_by: string;
  created_at: string;
}

/** `admin/ledger/entries`: the entries touching one account, newest first, and its balance. */
export interface LedgerEntryList extends ListResponse<LedgerEntryRecord> {
  kind: string;
  owner: string;
  /** Dollars, signed like the trial balance's. */
  balance: number;
}
