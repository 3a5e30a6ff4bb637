import { bidtopstatus, nextBid, publicView } from '../../lots/domain/index.js';
import type { LotOutcome } from '../../lots/lot-bus/lot-command-bus.js';
import type { BidAnswer } from '@facet/event-schemas';
import { centsToDollars } from '../../shared/money/index.js';

/** The bidder's individual answer: public figures plus their own label. */
export function bidResponse(lotId: string, outcome: LotOutcome, userId: string): BidAnswer {
  const view = publicView(outcome.state);
  return {
    id: lotId,
    wprice: centsToDollars(view.wprice),
    next_bid: centsToDollars(nextBid(outcome.state)),
    bid_count: view.bid_count,
    bidtopstatus: bidtopstatus(outcome.state, userId),
    date_closed: view.date_closed,
    revision: outcome.revision,
  };
}
