import type { BidReceiptPayload, RecordedEvent } from '@facet/event-schemas';

/** The lot events that record one bidder's accepted bid, offer or pre-bid. */
const RECEIPTED = new Set([
  'ProxyBidPlaced',
  'HardBidPlaced',
  'ReverseBidPlaced',
  'SealedOfferPlaced',
  'PreBidPlaced',
  'LeaderMaximumChanged',
]);

interface BidData {
  lotId: string;
  bidId: string;
  userId: string;
  amount?: number;
  maximum?: number;
}

const bidData = (e: RecordedEvent): BidData | undefined =>
  RECEIPTED.has(e.type) ? (e.data as BidData) : undefined;

/**
 * What a bid receipt signs: the event that recorded the bid. `amount` is the event's own amount
 * (the history row of a proxy bid, a hard bid, an offer) or, for a pre-bid or the leader's new
 * maximum, which have none, the maximum: what the bidder committed to.
 */
export function bidReceiptPayloadOf(
  e: RecordedEvent,
  keyId: string,
): BidReceiptPayload | undefined {
  const d = bidData(e);
  const amount = d?.amount ?? d?.maximum;
  if (!d || amount === undefined) return undefined;
  return {
    format: 'facet-bid-receipt/1',
    lotId: d.lotId,
    bidId: d.bidId,
    userId: d.userId,
    eventId: e.id,
    eventType: e.type,
    stream: e.stream,
    revision: e.revision,
    hash: e.hash,
    amount,
    maximum: d.maximum ?? null,
    serverTime: e.metadata.at,
    keyId,
  };
}

/** Receipt payloads of one bidder's accepted bids among `events`, in the order given. */
export const receiptPayloadsOf = (
  events: readonly RecordedEvent[],
  userId: string,
  keyId: string,
): BidReceiptPayload[] =>
  events.flatMap((e) => {
    if (bidData(e)?.userId !== userId) return [];
    const payload = bidReceiptPayloadOf(e, keyId);
    return payload ? [payload] : [];
  });
