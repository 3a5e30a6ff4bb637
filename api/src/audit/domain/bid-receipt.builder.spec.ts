import { generateSigningKey, publicKeyFromBase64, verifyPayload } from '@facet/event-store';
import { describe, expect, it } from 'vitest';
import { append, positions, proxyBid } from './audit.test-builders.js';
import { bidReceiptOf, receiptsOf } from './bid-receipt.builder.js';

const { key } = generateSigningKey();
const publicKey = publicKeyFromBase64(key.publicKey.publicKey);
const AT = '2026-11-24T10:00:00.000Z';

describe('Signed bid receipts', () => {
  const pos = positions();
  const lot = append(
    append([], 'lot-1', [{ type: 'LotCreated', data: {} }], pos),
    'lot-1',
    [
      proxyBid('u-ann', 'b1', 100_00, 150_00),
      proxyBid('u-ben', 'b2', 160_00, 200_00),
      {
        type: 'AutomaticBidPlaced',
        data: { lotId: 'lot-1', userId: 'u-ann', amount: 150_00, wprice: 150_00, at: AT },
      },
      {
        type: 'PreBidPlaced',
        data: { lotId: 'lot-1', bidId: 'b3', userId: 'u-ann', maximum: 300_00, at: AT },
      },
    ],
    pos,
  );
  const bid = lot[1]!;

  it('name the recorded event, its hash, the amounts in cents and the server time', () => {
    expect(bidReceiptOf(bid, key)!.payload).toEqual({
      format: 'facet-bid-receipt/1',
      lotId: 'lot-1',
      bidId: 'b1',
      userId: 'u-ann',
      eventId: bid.id,
      eventType: 'ProxyBidPlaced',
      stream: 'lot-1',
      revision: 1,
      hash: bid.hash,
      amount: 100_00,
      maximum: 150_00,
      serverTime: AT,
      keyId: key.publicKey.keyId,
    });
  });

  it('verify with the public key alone, and fail once the amount is altered', () => {
    const { payload, signature } = bidReceiptOf(bid, key)!;
    expect(verifyPayload(publicKey, payload, signature)).toBe(true);
    expect(verifyPayload(publicKey, { ...payload, amount: 100_01 }, signature)).toBe(false);
    expect(verifyPayload(publicKey, { ...payload, maximum: 999_00 }, signature)).toBe(false);
  });

  it('are the same receipt every time they are asked for (Ed25519 is deterministic)', () => {
    expect(bidReceiptOf(bid, key)).toEqual(bidReceiptOf(bid, key));
  });

  it("give a pre-bid's maximum as its amount: it has no other", () => {
    expect(bidReceiptOf(lot[4]!, key)!.payload).toMatchObject({ amount: 300_00, maximum: 300_00 });
  });

  it("list only the bidder's own bids, oldest first, never the proxy's automatic rows", () => {
    expect(receiptsOf(lot, 'u-ann', key).map((r) => r.payload.bidId)).toEqual(['b1', 'b3']);
    expect(receiptsOf(lot, 'u-ben', key).map((r) => r.payload.bidId)).toEqual(['b2']);
    expect(bidReceiptOf(lot[3]!, key)).toBeUndefined();
    expect(bidReceiptOf(lot[0]!, key)).toBeUndefined();
  });
});
