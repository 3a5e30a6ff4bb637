import type { LedgerEntryReason } from '../ledger/ledger.events.js';
import type { ListResponse } from './list.model.js';

/** One movement of the buyer's wallet, newest first in `credit/getCreditHistory`. */
export interface CreditHistoryRecord {
  /** The ledger entry's event id. */
  id: string;
  /** Dollars: positive money in (a credit, a released deposit), negative money out. */
  amount: number;
  /** Why the money moved: the admin's note, 'Bid Deposit - {title}', ... */
  credit_notes: string;
  type: LedgerEntryReason;
  /** The lot of a deposit, when the movement is one. */
  project_id: string | null;
  /** ISO UTC instant. */
  created_at: string;
  /** The wallet's balance after this movement, in dollars. */
  balance: number;
}

/** `credit/getCreditHistory`: the list, plus the wallet's balance and deposits held (dollars). */
export interface CreditHistoryResponse extends ListResponse<CreditHistoryRecord> {
  balance: number;
  deposits_held: number;
}

/** `admin/credit/addCredit`: the entry recorded (or the original one, for a retry). */
export interface AddCreditAnswer {
  id: string;
  user_id: string;
  /** Dollars credited. */
  amount: number;
  /** The wallet's balance after the credit, in dollars. */
  balance: number;
}
