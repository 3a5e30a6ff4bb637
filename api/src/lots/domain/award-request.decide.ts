import type { LotEvent } from '@facet/event-schemas';
import { evolve } from './lot.evolve.js';
import type { LotState } from './lot.state.js';

/** The window's end events, and the seller's award request when they leave the lot awaiting one. */
export function withAwardRequest(state: LotState, ended: LotEvent[], at: string): LotEvent[] {
  const after = ended.reduce(evolve, state);
  // A provisional winner (APPR-1) awaits the seller's approval, not an award.
  if (after.phase !== 'awaiting_award' || after.provisional) return ended;
  return [
    ...ended,
    {
      type: 'SealedOfferAwardRequested',
      data: {
        lotId: state.lotId,
        sellerId: state.sellerId,
        offerCount: Object.keys(after.offers).length,
        approvalDeadline: after.approvalDeadline,
        at,
      },
    },
  ];
}
