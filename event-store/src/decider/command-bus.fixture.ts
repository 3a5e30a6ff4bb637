import type { DomainEvent } from '@facet/event-schemas';
import type { EventStore } from '../port.js';
import { CommandBus, type CommandBusOptions } from './command-bus.js';
import type { CommandEnvelope, Decider } from './decider.js';

/** A one-field lot that takes a higher bid: the command bus's specs drive it. */
export type PlaceBid = { amount: number };
export type BidPlaced = DomainEvent<'BidPlaced', { amount: number }>;
export type Lot = { highest: number; bids: number };
export class BidTooLow extends Error {
  readonly code = 'bid.below-minimum';
}

export const lot: Decider<PlaceBid, Lot, BidPlaced> = {
  initialState: () => ({ highest: 0, bids: 0 }),
  evolve: (s, e) => ({ highest: e.data.amount, bids: s.bids + 1 }),
  decide: (c, s) => {
    if (c.amount === s.highest) return []; // the same bid again changes nothing
    if (c.amount <= s.highest) throw new BidTooLow(`${c.amount} <= ${s.highest}`);
    return [{ type: 'BidPlaced', data: { amount: c.amount } }];
  },
};

export const AT = '2026-03-01T10:00:00.000Z';
export const bid = (amount: number, commandId = `cmd-${amount}`): CommandEnvelope<PlaceBid> => ({
  stream: 'lot-1',
  command: { amount },
  commandId,
  at: AT,
  userId: 'user-7',
});

export function busOn(
  store: EventStore,
  extra: Partial<CommandBusOptions<PlaceBid, Lot, BidPlaced>> = {},
) {
  return new CommandBus({ store, decider: lot, schemaVersion: () => 3, ...extra });
}
