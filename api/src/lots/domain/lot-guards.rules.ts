import { ownValue } from '@facet/event-schemas';
import type { RejectionCode } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import { toMs } from '../../shared/domain/instant.rules.js';
import type { Actor } from '../../shared/domain/actor.js';
import type { LotState } from './lot.state.js';
import type { PricingContext } from './proxy-bidding.rules.js';

export const pricingOf = (state: LotState): PricingContext => ({
  sprice: state.details.sprice,
  rprice: state.details.rprice,
  settings: state.settings,
});

export function assertExists(state: LotState): void {
  if (state.phase === 'none') reject('lot.not-found');
}

/** Sellers act on their own lots, admins on all. */
export function assertManages(state: LotState, actor: Actor): void {
  assertExists(state);
  const owns = actor.role === 'seller' && actor.id === state.sellerId;
  if (!owns && actor.role !== 'admin') reject('lot.forbidden');
}

export function assertAdmin(actor: Actor): void {
  if (actor.role !== 'admin') reject('lot.forbidden');
}

/** Bid/offer gate: open, started, not ended, not the seller, deposit paid when needed. */
export function assertCanBid(state: LotState, actor: Actor, at: string): void {
  assertExists(state);
  if (actor.id === state.sellerId) reject('bid.own-lot');
  if (state.phase === 'scheduled' || toMs(at) < toMs(state.details.date_added))
    reject('bid.not-started');
  if (state.phase !== 'open' || toMs(at) >= toMs(state.dateClosed)) reject('bid.ended');
  if (state.status !== 'active') reject('lot.not-open');
  assertDepositPaid(state, actor.id);
}

export function assertDepositPaid(state: LotState, userId: string): void {
  if (state.details.deposit === 1 && ownValue(state.deposits, userId) === undefined) {
    reject('bid.deposit-required', { amount: state.details.deposit_amount });
  }
}

/** Empty -> `requiredCode`; fractional or negative cents -> 'Enter Valid Price'. */
export function assertAmount(amount: number | null, requiredCode: RejectionCode): number {
  if (amount === null || amount === 0) return reject(requiredCode);
  if (!Number.isSafeInteger(amount) || amount < 0) return reject('bid.invalid-amount');
  return amount;
}
