import type { NewEvent, RecordedEvent } from '@facet/event-schemas';
import { chainEvents, GENESIS_HASH } from '@facet/event-store';

const AT = '2026-11-24T10:00:00.000Z';

/** A global position counter shared by the streams a spec builds, as a store would assign them. */
export const positions = () => {
  let next = 0;
  return () => String(++next).padStart(8, '0');
};

/** `events` appended to `stream` after what it holds, chained and positioned like the store does. */
export function append(
  held: readonly RecordedEvent[],
  stream: string,
  events: readonly { type: string; data: unknown; at?: string; userId?: string }[],
  position: () => string,
): RecordedEvent[] {
  const last = held[held.length - 1];
  const fresh: NewEvent[] = events.map((e, i) => ({
    id: `${stream}-e${held.length + i}`,
    type: e.type,
    schemaVersion: 1,
    data: e.data,
    metadata: {
      correlationId: 'c',
      causationId: 'c',
      at: e.at ?? AT,
      ...(e.userId ? { userId: e.userId } : {}),
    },
  }));
  return [
    ...held,
    ...chainEvents(stream, fresh, last?.revision ?? -1, last?.hash ?? GENESIS_HASH, position, AT),
  ];
}

/** A proxy bid's history row, as the lot decider records it (cents). */
export const proxyBid = (userId: string, bidId: string, amount: number, maximum: number) => ({
  type: 'ProxyBidPlaced',
  userId,
  data: {
    lotId: 'lot-1',
    bidId,
    userId,
    maximum,
    amount,
    wprice: amount,
    leaderId: userId,
    at: AT,
  },
});
