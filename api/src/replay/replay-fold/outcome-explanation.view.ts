import type { OutcomeExplanation, PriceExplanation, ReplayParty } from '@facet/event-schemas';
import { buyerLabel } from '@facet/projections/folds';
import type { ReplayState } from './replay.fold.js';
import { inDollars } from './price-explanation.js';
import { itemsOf } from './shared-list.js';

const ANOTHER: ReplayParty = { userId: null, name: 'another bidder' };

/**
 * Rules whose event the public never saw unless it was the caller's own (a raised maximum, an
 * offer, the invoice and payments of the buyer, named as the challenger).
 */
const PRIVATE_RULES = new Set([
  'P2',
  'sealed-offer',
  'invoice-raised',
  'invoice-payment',
  'invoice-offline',
  'invoice-status',
]);

/**
 * The caller's own outcome on a lot: the same explanations, with only public facts and their own.
 * Every other bidder is 'another bidder' with no id and no maximum; the reserve stays hidden.
 */
export function outcomeOf(state: ReplayState, lotId: string, callerId: string): OutcomeExplanation {
  const lot = state.lots.get(lotId);
  const own = (p: ReplayParty | null) => p?.userId === callerId;
  const redact = (p: ReplayParty | null): ReplayParty | null =>
    p === null ? null : own(p) ? { userId: callerId, name: 'you' } : ANOTHER;
  const explanations = itemsOf(state.explanations, (x) => x.lotId === lotId)
    .map((x) => inDollars(x.explanation))
    .filter((x) => !PRIVATE_RULES.has(x.rule) || own(x.challenger))
    .map((x): PriceExplanation => ({
      ...x,
      challenger: redact(x.challenger),
      leader: redact(x.leader),
      challengerMaximum: own(x.challenger) ? x.challengerMaximum : null,
      leaderMaximum: own(x.leader) ? x.leaderMaximum : null,
      reserve: null,
    }));
  return {
    lotId,
    label: lot?.standing ? buyerLabel(lot.standing, callerId) : null,
    explanations,
  };
}
