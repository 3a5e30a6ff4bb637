import { ownValue, type SpendingCapEvent } from '@facet/event-schemas';
import type { Decider } from '@facet/event-store';
import type { Actor } from '../../shared/domain/actor.js';

/** Every buyer's cap in one auction (`spending-caps-<auctionId>`), cents; absent: no cap. */
export interface SpendingCapsState {
  auctionId: string;
  caps: Record<string, number>;
}

/** A buyer sets, changes (`cap` > 0) or removes (`cap` null or 0) their own cap. */
export interface SetSpendingCap {
  type: 'SetSpendingCap';
  auctionId: string;
  /** Cents; null or 0 removes the cap. */
  cap: number | null;
  /** Whose cap: the company the buyer represents (issue 30); absent, the buyer's own. */
  partyId?: string;
  at: string;
  actor: Actor;
}

export type SpendingCapCommand = SetSpendingCap;

export const initialSpendingCaps = (): SpendingCapsState => ({ auctionId: '', caps: {} });

export function evolveSpendingCaps(
  state: SpendingCapsState,
  event: SpendingCapEvent,
): SpendingCapsState {
  const { auctionId, buyerId } = event.data;
  if (event.type === 'SpendingCapSet')
    return { auctionId, caps: { ...state.caps, [buyerId]: event.data.cap } };
  const { [buyerId]: _removed, ...caps } = state.caps;
  return { auctionId, caps };
}

/** CAP-0: the same cap again, or removing no cap, records nothing (a retry has its effect once). */
export function decideSpendingCap(
  cmd: SpendingCapCommand,
  state: SpendingCapsState,
): SpendingCapEvent[] {
  const buyerId = cmd.partyId ?? cmd.actor.id;
  const current = ownValue(state.caps, buyerId);
  const { auctionId, at } = cmd;
  if (cmd.cap === null || cmd.cap <= 0)
    return current === undefined
      ? []
      : [{ type: 'SpendingCapRemoved', data: { auctionId, buyerId, at } }];
  if (current === cmd.cap) return [];
  return [{ type: 'SpendingCapSet', data: { auctionId, buyerId, cap: cmd.cap, at } }];
}

export const spendingCapDecider: Decider<SpendingCapCommand, SpendingCapsState, SpendingCapEvent> =
  {
    initialState: initialSpendingCaps,
    evolve: evolveSpendingCaps,
    decide: decideSpendingCap,
  };
