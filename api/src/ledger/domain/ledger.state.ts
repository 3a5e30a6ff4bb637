import { ownValue } from '@facet/event-schemas';
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
  /** Cents paid out to this stream's owner as a seller (P1 counts them on the stream itself). */
  paidOut: number;
}

export const initialState = (): LedgerState => ({
  balances: {},
  keys: new Set(),
  entries: 0,
  heldByLot: {},
  paidOut: 0,
});

type Entry = Extract<LedgerEvent, { type: 'LedgerEntryRecorded' }>['data'];

function heldAfter(state: LedgerState, e: Entry): LedgerState['heldByLot'] {
  const change = depositsHeldChange(e);
  if (change === 0 || !e.lotId) return state.heldByLot;
  return { ...state.heldByLot, [e.lotId]: (ownValue(state.heldByLot, e.lotId) ?? 0) + change };
}

/** Cents an entry paid out to its stream's owner as a seller. */
const payoutOf = (e: Entry): number =>
  e.reason === 'seller-payout'
    ? e.lines.reduce(
        (sum, l) =>
          l.account.kind === 'seller-payable' && l.account.owner === e.buyerId && l.side === 'debit'
            ? sum + l.amount
            : sum,
        0,
      )
    : 0;

export function evolve(state: LedgerState, event: LedgerEvent): LedgerState {
  switch (event.type) {
    case 'LedgerEntryRecorded':
      return {
        balances: post(state.balances, event.data.lines),
        keys: new Set(state.keys).add(event.data.key),
        entries: state.entries + 1,
        heldByLot: heldAfter(state, event.data),
        paidOut: state.paidOut + payoutOf(event.data),
      };
    default:
      return state;
  }
}
