import type { RecordedEvent } from '@facet/event-schemas';
import { recorded } from './recorded-event.builder.js';

export interface LedgerLine {
  account: { kind: string; owner: string };
  side: 'debit' | 'credit';
  amount: number;
}

export const ledgerAccount = (kind: string, owner: string) => ({ kind, owner });

/** `amount` cents moved from one account to another: the debit line and the credit line. */
export const transfer = (
  from: LedgerLine['account'],
  to: LedgerLine['account'],
  amount: number,
): LedgerLine[] => [
  { account: from, side: 'debit', amount },
  { account: to, side: 'credit', amount },
];

export interface LedgerEntryFields {
  reason: string;
  lines: LedgerLine[];
  note: string;
  at: string;
  /** Defaults to b1, who also records the entry unless `recordedBy` says otherwise. */
  buyerId?: string;
  recordedBy?: string;
  key?: string;
  lotId?: string;
  reference?: string;
  /** A payout's bank account: its name and last four digits only. */
  paidTo?: { sourceId: string; bankName: string; last4: string };
}

/** A `LedgerEntryRecorded` on the buyer's ledger stream, keyed by its revision unless told. */
export function ledgerEntry(revision: number, fields: LedgerEntryFields): RecordedEvent {
  const { buyerId = 'b1', ...rest } = fields;
  return recorded(`ledger-${buyerId}`, revision, 'LedgerEntryRecorded', {
    key: `k${revision}`,
    buyerId,
    recordedBy: buyerId,
    ...rest,
  });
}
