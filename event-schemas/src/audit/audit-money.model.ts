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
 * recorded. Every payment and refund (an invoice paid from the wallet, online or by bank
 * transfer; a deposit held, applied, released or refunded; money received; an invoice refunded)
 * is one entry on the buyer's ledger stream, so its receipt names that event and its hash.
 */
export interface PaymentReceiptPayload {
  format: 'facet-payment-receipt/1';
  /** A refund gives money back to the buyer; every other entry is a payment. */
  kind: 'payment' | 'refund';
  /** The entry's reason: invoice-payment, wallet-payment, deposit-held, invoice-refund... */
  reason: string;
  /** The payer's (buyer's) id: the owner of the ledger stream. */
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
