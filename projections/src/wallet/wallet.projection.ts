import type { LedgerLine, ledgerEntryReasons } from '@facet/event-schemas';

type LedgerEntryReason = (typeof ledgerEntryReasons)[number];
import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';

/** One movement of a wallet: `amount` signed cents (+ in, - out), `balanceAfter` in cents. */
export interface WalletMovement {
  id: string;
  amount: number;
  note: string;
  reason: LedgerEntryReason;
  lotId: string | null;
  at: string;
  balanceAfter: number;
}

/** One buyer's wallet: what `credit/getCreditHistory` serves. Movements oldest first. */
export interface WalletDoc extends Doc {
  id: string;
  balance: number;
  depositsHeld: number;
  movements: WalletMovement[];
}

/** What an entry's lines do to one of the buyer's accounts: + when the house owes more. */
const owedChange = (lines: readonly LedgerLine[], kind: string, owner: string): number =>
  lines.reduce(
    (sum, l) =>
      l.account.kind === kind && l.account.owner === owner
        ? sum + (l.side === 'credit' ? l.amount : -l.amount)
        : sum,
    0,
  );

/** The buyers' wallets, folded from their ledger entries (the balance is never stored apart). */
export const walletProjection: Projection<WalletDoc> = {
  name: 'wallet',
  version: 1,
  types: ['LedgerEntryRecorded'],
  route: (e) => (e.type === 'LedgerEntryRecorded' ? e.data.buyerId : NO_DOCS),
  evolve: (doc, e, id) => {
    if (e.type !== 'LedgerEntryRecorded') return undefined;
    const { lines, note, reason, lotId, at } = e.data;
    const current = doc ?? { id, balance: 0, depositsHeld: 0, movements: [] };
    const moved = owedChange(lines, 'wallet', id);
    const balance = current.balance + moved;
    const movement: WalletMovement = {
      id: e.id,
      amount: moved,
      note,
      reason,
      lotId: lotId ?? null,
      at,
      balanceAfter: balance,
    };
    return {
      id,
      balance,
      depositsHeld: current.depositsHeld + owedChange(lines, 'deposits-held', id),
      movements: moved === 0 ? current.movements : [...current.movements, movement],
    };
  },
};
