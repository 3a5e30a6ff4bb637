/** One account's balance in `admin/ledger/trialBalance`. */
export interface LedgerAccountBalance {
  /** wallet, deposits-held, money-received, seller-payable, platform-fees. */
  kind: string;
  /** A user id, or `house`. */
  owner: string;
  /** Dollars, signed: debits plus, credits minus (a wallet the house owes is negative). */
  balance: number;
}

/** `admin/ledger/trialBalance`: the whole ledger folded from the log, for an auditor. */
export interface LedgerTrialBalance {
  entries: number;
  /** Dollars of every debit line, and of every credit line. */
  debits: number;
  credits: number;
  /** Debits = credits, every entry balanced, no idempotency key recorded twice. */
  balanced: boolean;
  /** Entries (buyer/key) whose lines do not balance. */
  unbalanced: string[];
  /** Idempotency keys (buyer/key) recorded more than once. */
  repeated_keys: string[];
  accounts: LedgerAccountBalance[];
}
