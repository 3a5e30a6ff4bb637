import type { InvoiceTransactionRecord } from '@facet/event-schemas';

/**
 * The reference a buyer can use: the bank's, typed by whoever marked the transfer received.
 * A wallet payment's reference is the ledger's key (an account id and a command id) and an online
 * one the gateway's authorization: internal ids, shown as a dash (issue 27, item 14).
 */
export const shownReference = (
  p: Pick<InvoiceTransactionRecord, 'method' | 'reference'>,
): string => (p.method === 'offline' && p.reference.trim() !== '' ? p.reference : '–');

/** A deposit line only when one was applied: "Deposit applied -$0.00" says nothing. */
export const showsDeposit = (depositApplied: number): boolean => depositApplied > 0;
