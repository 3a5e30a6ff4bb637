import { toBidAddtime, type BidAnswer } from '@facet/event-schemas';
import { publicView, standingOf, type LotState } from '../../lots/domain/index.js';

/** The bidder's answer is the `bidAddtime` payload their own push carries: one mapper for both. */
export function bidResponse(
  lotId: string,
  outcome: { state: LotState; revision: number },
  userId: string,
): BidAnswer {
  const figures = { ...publicView(outcome.state), id: lotId, revision: outcome.revision };
  return toBidAddtime(figures, true, { standing: standingOf(outcome.state), userId });
}
