import { isLotEvent, type ReplayStep, type ReplayTimeline } from '@facet/event-schemas';
import { billedLotOf } from './invoice-replay.js';
import { partyOf, type NameOf } from './replay-frame.view.js';
import type { ReplayEvent } from './replay.ports.js';

const BIDS = new Set([
  'PreBidPlaced',
  'ProxyBidPlaced',
  'HardBidPlaced',
  'ReverseBidPlaced',
  'LeaderMaximumChanged',
  'SealedOfferPlaced',
]);

/** Everyone who placed a bid, a pre-bid or an offer, in the order they first did. */
export function biddersOf(events: readonly ReplayEvent[]): string[] {
  const seen = new Set<string>();
  for (const e of events)
    if (BIDS.has(e.type) && 'userId' in e.data && typeof e.data.userId === 'string')
      seen.add(e.data.userId);
  return [...seen];
}

const TITLED = new Set(['LotCreated', 'LotEdited', 'AuctionCreated', 'AuctionEdited']);

/** The scope's latest title: the auction's, or the lot's. */
export function titleOf(
  events: readonly ReplayEvent[],
  scope: { kind: string; id: string },
): string {
  let title = scope.id;
  for (const e of events) {
    if (!TITLED.has(e.type) || !('title' in e.data)) continue;
    const own =
      scope.kind === 'lot' ? e.stream.startsWith('lot-') : e.stream.startsWith('auction-');
    if (own) title = e.data.title;
  }
  return title;
}

/**
 * The scrubber: one step per event of the scope, in global log order, on to the invoices raised
 * for its sales and their payments (each under the lot it bills).
 */
export function timelineOf(
  events: readonly ReplayEvent[],
  scope: ReplayTimeline['scope'],
  name: NameOf,
): ReplayTimeline {
  const billed = billedLotOf(events);
  const steps = events.map((e, step): ReplayStep => ({
    step,
    position: e.position,
    lotId: isLotEvent(e) ? e.data.lotId : billed(e),
    stream: e.stream,
    revision: e.revision,
    type: e.type,
    at: e.metadata.at,
    actor: e.metadata.userId ? partyOf(e.metadata.userId, name) : null,
  }));
  return { scope, steps, bidders: biddersOf(events).map((id) => partyOf(id, name)) };
}
