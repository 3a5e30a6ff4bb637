import type { LedgerEntryReason, LedgerLine } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type Projection, type ProjectedEvent } from '../runner/projection.js';

export type DepositState = 'held' | 'applied' | 'released' | 'refunded';

/** One bid deposit: cents, ISO instants. `id` is the ledger entry that held it. */
export interface DepositEntry {
  id: string;
  lotId: string;
  amount: number;
  method: 'wallet' | 'online';
  reference: string | null;
  note: string;
  status: DepositState;
  bidDepositId: string | null;
  at: string;
  settledAt: string | null;
  invoiceId: string | null;
  invoiceNumber: number | null;
}

/** One buyer's deposits, oldest first: what `deposit/alldeposits` and `deposit/deposit` serve. */
export interface BuyerDepositsDoc extends Doc {
  id: string;
  deposits: DepositEntry[];
}

/** What a ledger entry of each settling reason makes of a held deposit; other reasons leave it. */
const settledBy: Partial<Record<LedgerEntryReason, DepositState>> = {
  'deposit-applied': 'applied',
  'deposit-released': 'released',
  'deposit-refunded': 'refunded',
};

const routeOf = (e: ProjectedEvent): string | readonly string[] => {
  switch (e.type) {
    case 'LedgerEntryRecorded':
      return e.data.lotId && (e.data.reason === 'deposit-held' || settledBy[e.data.reason])
        ? e.data.buyerId
        : NO_DOCS;
    case 'BidDepositRecorded':
      return e.data.userId;
    case 'InvoiceRaised':
      return e.data.depositApplied > 0 ? e.data.buyerId : NO_DOCS;
    default:
      return NO_DOCS;
  }
};

const paidOnline = (lines: readonly LedgerLine[]) =>
  lines.some((l) => l.account.kind === 'money-received' && l.side === 'debit');

/** The newest deposit of the lot still held: the one an entry or the lot's record speaks of. */
const heldIndex = (deposits: readonly DepositEntry[], lotId: string, free?: 'bidDepositId') => {
  for (let i = deposits.length - 1; i >= 0; i--) {
    const d = deposits[i];
    if (d?.lotId === lotId && d.status === 'held' && (!free || d[free] === null)) return i;
  }
  return -1;
};

const patch = (doc: BuyerDepositsDoc, i: number, change: Partial<DepositEntry>) => {
  const deposits = [...doc.deposits];
  deposits[i] = { ...(deposits[i] as DepositEntry), ...change };
  return { ...doc, deposits };
};

/**
 * A buyer's bid deposits, folded from the ledger (held, then applied, released or refunded: the
 * money, one source) and the lot's record of each deposit (its `bid_deposit_id`); the invoice a
 * deposit was applied to from the invoice raised at the close.
 */
export const depositsProjection: Projection<BuyerDepositsDoc> = {
  name: 'deposits',
  version: 1,
  types: ['LedgerEntryRecorded', 'BidDepositRecorded', 'InvoiceRaised'],
  route: routeOf,
  evolve: (doc, e, id) => {
    const current = doc ?? { id, deposits: [] };
    if (e.type === 'LedgerEntryRecorded') {
      const { lotId, reason, lines, at, note } = e.data;
      if (!lotId) return undefined;
      if (reason === 'deposit-held') {
        const amount = lines.reduce(
          (sum, l) =>
            l.account.kind === 'deposits-held' && l.side === 'credit' ? sum + l.amount : sum,
          0,
        );
        const deposit: DepositEntry = {
          id: e.id,
          lotId,
          amount,
          method: paidOnline(lines) ? 'online' : 'wallet',
          reference: e.data.reference ?? null,
          note,
          status: 'held',
          bidDepositId: null,
          at,
          settledAt: null,
          invoiceId: null,
          invoiceNumber: null,
        };
        return { ...current, deposits: [...current.deposits, deposit] };
      }
      const status = settledBy[reason];
      if (!status) return undefined;
      const i = heldIndex(current.deposits, lotId);
      if (i < 0) return undefined;
      return patch(current, i, { status, settledAt: at });
    }
    if (e.type === 'BidDepositRecorded') {
      const i = heldIndex(current.deposits, e.data.lotId, 'bidDepositId');
      return i < 0 ? undefined : patch(current, i, { bidDepositId: e.id });
    }
    if (e.type === 'InvoiceRaised') {
      for (const item of e.data.items) {
        const i = heldIndex(current.deposits, item.lotId);
        if (i >= 0)
          return patch(current, i, { invoiceId: e.data.invoiceId, invoiceNumber: e.data.number });
      }
      return undefined;
    }
    return undefined;
  },
};
