import { type BidAddtimeFailed, userRoom } from '@facet/event-schemas';
import { type LotCardDoc, publicBidState, type PushTarget } from '@facet/projections';
import type { Subscription } from 'rxjs';
import type { BidRefusal, BidRefusals } from '../bidding/bid-refusals/bid-refusals.js';

/** The failed `bidAddtime` (spec 4): the lot as a signed-in watcher sees it, and the error. */
export function refusalPayload(card: LotCardDoc, r: BidRefusal): BidAddtimeFailed {
  const { id, wprice, next_bid, bid_count, date_closed, revision } = publicBidState(card, true);
  return {
    status: 'failed',
    id,
    wprice,
    next_bid,
    bid_count,
    date_closed,
    revision,
    error: r.message,
    code: r.code,
    params: r.params,
    commandId: r.commandId,
  };
}

/**
 * For the realtime gateway: each refused bid is pushed to the bidder's own room, besides the HTTP
 * answer. A lot with no card (an unknown id) has no state to show: its refusal stays an answer.
 * Returns the unsubscribe function.
 */
export function pushBidRefusals(
  refusals: BidRefusals,
  target: PushTarget,
  lotCard: (lotId: string) => Promise<LotCardDoc | null | undefined>,
): () => void {
  const push = async (r: BidRefusal) => {
    const card = await lotCard(r.lotId);
    if (card) target.to(userRoom(r.userId)).emit('bidAddtime', refusalPayload(card, r));
  };
  const sub: Subscription = refusals.refused$.subscribe((r) => void push(r).catch(() => {}));
  return () => sub.unsubscribe();
}
