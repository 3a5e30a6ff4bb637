import type { LedgerEvent } from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import type {
  ApplyDeposit,
  HoldDeposit,
  LedgerCommand,
  PayFromWallet,
  RecordMoneyReceived,
  RecordSellerPayout,
  ReleaseDeposit,
} from './ledger.commands.js';
import { decide } from './ledger.decider.js';
import { evolve, initialState, type LedgerState } from './ledger.state.js';

export const T0 = '2026-03-02T10:00:00.000Z';
export const BUYER = 'buyer-1';
export const admin: Actor = { id: 'admin-1', role: 'admin' };
export const buyer: Actor = { id: BUYER, role: 'buyer' };

let seq = 0;
const nextKey = (): string => `cmd-${++seq}`;

/** The fields of one command a test changes. */
type Over<C extends LedgerCommand> = Partial<Omit<C, 'type'>>;

export const moneyReceived = (
  amount: number,
  over: Over<RecordMoneyReceived> = {},
): RecordMoneyReceived => ({
  type: 'RecordMoneyReceived',
  key: nextKey(),
  buyerId: BUYER,
  amount,
  note: 'Bank transfer',
  at: T0,
  actor: admin,
  ...over,
});

export const holdDeposit = (amount: number, over: Over<HoldDeposit> = {}): HoldDeposit => ({
  type: 'HoldDeposit',
  key: nextKey(),
  buyerId: BUYER,
  lotId: 'lot-1',
  amount,
  note: 'Bid Deposit - Lot 1',
  at: T0,
  actor: buyer,
  ...over,
});

export const releaseDeposit = (
  amount: number,
  over: Over<ReleaseDeposit> = {},
): ReleaseDeposit => ({
  type: 'ReleaseDeposit',
  key: nextKey(),
  buyerId: BUYER,
  lotId: 'lot-1',
  amount,
  note: 'Bid Deposit released - Lot 1',
  at: T0,
  actor: buyer,
  ...over,
});

export const payFromWallet = (
  amount: number,
  fee: number,
  over: Over<PayFromWallet> = {},
): PayFromWallet => ({
  type: 'PayFromWallet',
  key: nextKey(),
  buyerId: BUYER,
  sellerId: 'seller-1',
  amount,
  fee,
  note: 'Invoice 1',
  at: T0,
  actor: buyer,
  ...over,
});

export const applyDeposit = (amount: number, over: Over<ApplyDeposit> = {}): ApplyDeposit => ({
  type: 'ApplyDeposit',
  key: nextKey(),
  buyerId: BUYER,
  lotId: 'lot-1',
  sellerId: 'seller-1',
  amount,
  note: 'Deposit applied - Invoice 1',
  at: T0,
  actor: admin,
  ...over,
});

/** Runs commands in order; each must be accepted. */
export function given(...commands: LedgerCommand[]): LedgerState {
  return commands.reduce((s, c) => decide(c, s).reduce(evolve, s), initialState());
}

/** Decides one command against a state: the events and the state they leave. */
export function when(
  state: LedgerState,
  command: LedgerCommand,
): { events: LedgerEvent[]; state: LedgerState } {
  const events = decide(command, state);
  return { events, state: events.reduce(evolve, state) };
}

export const SELLER = 'seller-1';

/** A payout to SELLER on the seller's own stream; `earned` is what the rest of the ledger owes. */
export const sellerPayout = (
  amount: number,
  earned: number,
  over: Over<RecordSellerPayout> = {},
): RecordSellerPayout => ({
  type: 'RecordSellerPayout',
  key: nextKey(),
  buyerId: SELLER,
  amount,
  earned,
  reference: 'TRF-1',
  bankAccount: { id: 'ba_seller', bankName: 'First Bank', last4: '6789' },
  note: 'Payout',
  at: T0,
  actor: admin,
  ...over,
});
