import type { BidReceipt, BidReceiptPayload, RecordedEvent } from '@facet/event-schemas';
import { signPayload, type SigningKey } from '@facet/event-store';

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
 * The signed receipt of the event that recorded a bid. `amount` is the event's own amount (the
 * history row of a proxy bid, a hard bid, an offer) or, for a pre-bid or the leader's new maximum,
 * which have none, the maximum: what the bidder committed to. Ed25519 is deterministic, so asking
 * again gives the very same receipt.
 */
export function bidReceiptOf(e: RecordedEvent, key: SigningKey): BidReceipt | undefined {
  const d = bidData(e);
  if (!d) return undefined;
  const amount = d.amount ?? d.maximum;
  if (amount === undefined) return undefined;
  const payload: BidReceiptPayload = {
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
    keyId: key.publicKey.keyId,
  };
  return { payload, signature: signPayload(key, payload) };
}

/** Receipts of one bidder's accepted bids among `events`, in the order given (oldest first). */
export const receiptsOf = (
  events: readonly RecordedEvent[],
  userId: string,
  key: SigningKey,
): BidReceipt[] =>
  events.flatMap((e) => {
    if (bidData(e)?.userId !== userId) return [];
    const receipt = bidReceiptOf(e, key);
    return receipt ? [receipt] : [];
  });
