import { depositsHeldChange, type LedgerEvent } from '@facet/event-schemas';
import { type Balances, post } from './ledger-entry.rules.js';

/** A buyer's ledger as the fold of its entries: balances and the keys already used. */
export interface LedgerState {
  balances: Balances;
  /** Idempotency keys of every recorded entry (a buyer's ledger is small: a copy per entry). */
  keys: ReadonlySet<string>;
  entries: number;
  /** Cents of deposits held per lot: a deposit is applied or released against its own lot. */
  heldByLot: Readonly<Record<string, number>>;
}

export const initialState = (): LedgerState => ({
  balances: {},
  keys: new Set(),
  entries: 0,
  heldByLot: {},
});

type Entry = Extract<LedgerEvent, { type: 'LedgerEntryRecorded' }>['data'];

function heldAfter(state: LedgerState, e: Entry): LedgerState['heldByLot'] {
  const change = depositsHeldChange(e);
  if (change === 0 || !e.lotId) return state.heldByLot;
  return { ...state.heldByLot, [e.lotId]: (state.heldByLot[e.lotId] ?? 0) + change };
}

export function evolve(state: LedgerState, event: LedgerEvent): LedgerState {
  switch (event.type) {
    case 'LedgerEntryRecorded':
      return {
        balances: post(state.balances, event.data.lines),
        keys: new Set(state.keys).add(event.data.key),
        entries: state.entries + 1,
        heldByLot: heldAfter(state, event.data),
      };
    default:
      return state;
  }
}
