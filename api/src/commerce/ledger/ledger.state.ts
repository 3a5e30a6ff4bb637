import type { LedgerEvent } from '@facet/event-schemas';
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

/** What an entry does to the buyer's deposits held: + when more is held. */
const heldChange = (e: Entry): number =>
  e.lines.reduce(
    (sum, l) =>
      l.account.kind === 'deposits-held' && l.account.owner === e.buyerId
        ? sum + (l.side === 'credit' ? l.amount : -l.amount)
        : sum,
    0,
  );

function heldAfter(state: LedgerState, e: Entry): LedgerState['heldByLot'] {
  const change = heldChange(e);
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
