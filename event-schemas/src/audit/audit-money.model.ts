/**
 * Issue 25, the auditor's money trail: every ledger entry as recorded, and the signed receipt of
 * every payment and refund. Answers show dollars (as every money answer does); a signed receipt
 * carries integer cents, as a bid receipt does (a signed number must not be a float).
 */

/** One side of a ledger entry as the auditor reads it. */
export interface AuditLedgerLine {
  /** wallet, deposits-held, money-received, seller-payable, platform-fees. */
  kind: string;
  /** A user id, or `house`. */
  owner: string;
  side: 'debit' | 'credit';
  /** Dollars. */
  amount: number;
}

/** `audit/ledgerEntries`: one `LedgerEntryRecorded` of the log, where it is and what it moved. */
export interface AuditLedgerEntryRow {
  /** The event's id: the entry's id in an evidence export and in the verifier's words. */
  id: string;
  stream: string;
  revision: number;
  position: string;
  hash: string;
  /** The idempotency key of the command that made it. */
  key: string;
  buyer_id: string;
  reason: string;
  note: string;
  lot_id: string | null;
  reference: string | null;
  recorded_by: string;
  at: string;
  /** Dollars: the entry's debits (= its credits). */
  amount: number;
  lines: AuditLedgerLine[];
}

/**
 * What a payment receipt's signature covers: one ledger entry that moved a buyer's money, as
 * recorded. Every payment and refund (an invoice paid from the wallet, online, through a redirect
 * gateway or by bank transfer; a deposit held, applied, released or refunded; money received; an
 * invoice refunded to the wallet or the card) is one entry on the buyer's ledger stream, and every
 * payout to a seller one on the seller's, so its receipt names that event and its hash.
 */
export interface PaymentReceiptPayload {
  format: 'facet-payment-receipt/1';
  /**
   * A refund gives money back to the buyer; a payout pays a seller what the house owed them
   * (reason seller-payout); every other entry is a payment.
   */
  kind: 'payment' | 'refund' | 'payout';
  /** The entry's reason: invoice-payment, wallet-payment, deposit-held, invoice-refund... */
  reason: string;
  /** The owner of the ledger stream: the payer (buyer), or for a payout the seller paid. */
  buyerId: string;
  /** The seller whose payable the entry moved; null when only the house and the buyer were party. */
  sellerId: string | null;
  /** The idempotency key of the command that made the entry. */
  key: string;
  /** Cents: the entry's debits (= its credits). */
  amount: number;
  lotId: string | null;
  /** The gateway's reference, when the money came through one. */
  reference: string | null;
  /** The event that recorded the entry. */
  eventId: string;
  eventType: string;
  stream: string;
  revision: number;
  hash: string;
  /** When the entry was recorded (the entry's own time). */
  serverTime: string;
  keyId: string;
}

/** `audit/paymentReceipt`: signed with the audit key, checked by `facet-verify` like a bid's. */
export interface PaymentReceipt {
  payload: PaymentReceiptPayload;
  signature: string;
}

export interface PaymentReceiptsAnswer {
  records: PaymentReceipt[];
}
