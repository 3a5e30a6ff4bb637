import { toBidAddtime, type BidAddtimePayload } from '@facet/event-schemas';
import { publicView, standingOf, type LotState } from '../../lots/domain/index.js';

/** The bidder's answer is the `bidAddtime` payload their own push carries: one mapper for both. */
export type BidResponse = BidAddtimePayload;

/** The bidder's individual answer: public figures plus their own label. */
export function bidResponse(
  lotId: string,
  outcome: { state: LotState; revision: number },
  userId: string,
): BidResponse {
  const figures = { ...publicView(outcome.state), id: lotId, revision: outcome.revision };
  return toBidAddtime(figures, true, { standing: standingOf(outcome.state), userId });
}
