import type { RecordedEvent } from '@facet/event-schemas';

/** The title an aggregate's latest creation or edit gave it; the id when none did. */
export function titleOf(events: readonly RecordedEvent[], fallback: string): string {
  let title = fallback;
  for (const e of events)
    if (/^(Lot|Auction)(Created|Edited)$/.test(e.type)) {
      const t = (e.data as { title?: unknown }).title;
      if (typeof t === 'string' && t) title = t;
    }
  return title;
}

/** Lots an auction's own stream names (added after they were created). */
export const lotsNamedBy = (auctionEvents: readonly RecordedEvent[]): string[] =>
  auctionEvents.flatMap((e) =>
    e.type === 'LotsAddedToAuction' ? (e.data as { lotIds: string[] }).lotIds : [],
  );
