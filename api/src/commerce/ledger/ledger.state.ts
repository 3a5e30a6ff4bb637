import type { LedgerEvent } from '@facet/event-schemas';
import { type Balances, post } from './ledger-entry.rules.js';

/** A buyer's ledger as the fold of its entries: balances and the keys already used. */
export interface LedgerState {
  balances: Balances;
  /** Idempotency keys of every recorded entry (a buyer's ledger is small: a copy per entry). */
  keys: ReadonlySet<string>;
  entries: number;
}

export const initialState = (): LedgerState => ({ balances: {}, keys: new Set(), entries: 0 });

export function evolve(state: LedgerState, event: LedgerEvent): LedgerState {
  switch (event.type) {
    case 'LedgerEntryRecorded':
      return {
        balances: post(state.balances, event.data.lines),
        keys: new Set(state.keys).add(event.data.key),
        entries: state.entries + 1,
      };
    default:
      return state;
  }
}
