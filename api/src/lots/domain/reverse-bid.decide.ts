import type { LotEvent } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import { assertAmount, assertCanBid, pricingOf } from './lot-guards.rules.js';
import type { PlaceBid } from './lot.commands.js';
import type { LotState } from './lot.state.js';
import { applyReverse, reverseNextBid } from './reverse-bidding.rules.js';
import { softCloseExtension } from './soft-close.rules.js';
import { isKnownBid } from './standard-bid.decide.js';

/** Reverse lot: `1 <= b <= next_bid`; the lowest bid leads. */
export function decideReverseBid(state: LotState, cmd: PlaceBid): LotEvent[] {
  if (isKnownBid(state, cmd.bidId)) return [];
  assertCanBid(state, cmd.actor, cmd.at);
  const amount = assertAmount(cmd.amount, 'bid.required');
  const book = { leader: state.leader, wprice: state.wprice };
  const next = reverseNextBid(book, pricingOf(state));
  if (amount < 1_00) reject('bid.reverse-below-minimum', { amount: 1_00 });
  if (amount > next) reject('bid.reverse-above-maximum', { amount: next });
  const after = applyReverse(book, { userId: cmd.actor.id, amount, at: cmd.at });
  return [
    {
      type: 'ReverseBidPlaced',
      data: {
        lotId: state.lotId,
        bidId: cmd.bidId,
        userId: cmd.actor.id,
        amount,
        wprice: after.wprice,
        leaderId: after.leader?.userId ?? cmd.actor.id,
        at: cmd.at,
      },
    },
    ...softCloseExtension(state, cmd.at),
  ];
}
