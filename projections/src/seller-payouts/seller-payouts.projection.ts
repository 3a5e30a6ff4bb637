import type { LedgerLine } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';

/** One payout made to the seller, in cents. */
export interface SellerPayoutMovement {
  id: string;
  amount: number;
  reference: string;
  note: string;
  /** The seller's bank account it went to (payouts recorded before accounts were kept: none). */
  bankName?: string;
  last4?: string;
  at: string;
}

/**
 * What the house owes one seller, in cents: `earned` from every entry but payouts (sales less
 * the commission, less refunds), `paidOut` by payouts; due = earned - paidOut. Payouts newest last.
 */
export interface SellerPayoutsDoc extends Doc {
  id: string;
  earned: number;
  paidOut: number;
  /**
   * Gross the seller collected from buyers directly (transfers or cash they recorded, L-SFB-2):
   * already in the seller's hands, so it lowered `earned` and is never paid out.
   */
  collected: number;
  payouts: SellerPayoutMovement[];
}

/** What an entry's lines owe the seller: + a credit to their payable, - a debit. */
const owedTo = (lines: readonly LedgerLine[], seller: string): number =>
  lines.reduce(
    (sum, l) =>
      l.account.kind === 'seller-payable' && l.account.owner === seller
        ? sum + (l.side === 'credit' ? l.amount : -l.amount)
        : sum,
    0,
  );

/** The gross a `seller-collected` entry says the seller took from the buyer (its payable debit). */
const collectedBy = (lines: readonly LedgerLine[], seller: string): number =>
  lines.reduce(
    (sum, l) =>
      l.account.kind === 'seller-payable' && l.account.owner === seller && l.side === 'debit'
        ? sum + l.amount
        : sum,
    0,
  );

const sellersOf = (lines: readonly LedgerLine[]): string[] => [
  ...new Set(lines.filter((l) => l.account.kind === 'seller-payable').map((l) => l.account.owner)),
];

/** Each seller's payable, folded from the ledger entries that touch it. */
export const sellerPayoutsProjection: Projection<SellerPayoutsDoc> = {
  name: 'seller-payouts',
  // 2: payouts keep the bank account they went to; 3: what the seller collected directly.
  version: 3,
  types: ['LedgerEntryRecorded'],
  route: (e) => (e.type === 'LedgerEntryRecorded' ? sellersOf(e.data.lines) : NO_DOCS),
  evolve: (doc, e, id) => {
    if (e.type !== 'LedgerEntryRecorded') return undefined;
    const { lines, reason, reference, note, at, paidTo } = e.data;
    const current = doc ?? { id, earned: 0, paidOut: 0, collected: 0, payouts: [] };
    const owed = owedTo(lines, id);
    if (reason === 'seller-collected')
      return {
        ...current,
        earned: current.earned + owed,
        collected: current.collected + collectedBy(lines, id),
      };
    if (reason !== 'seller-payout') return { ...current, earned: current.earned + owed };
    const payout: SellerPayoutMovement = {
      id: e.id,
      amount: -owed,
      reference: reference ?? '',
      note,
      ...(paidTo && { bankName: paidTo.bankName, last4: paidTo.last4 }),
      at,
    };
    return { ...current, paidOut: current.paidOut - owed, payouts: [...current.payouts, payout] };
  },
};
