import {
  generateSigningKey,
  publicKeyFromBase64,
  signPayload,
  verifyPayload,
} from '@facet/event-store';
import { describe, expect, it } from 'vitest';
import { append, positions, proxyBid } from './audit.test-builders.js';
import { bidReceiptPayloadOf, receiptPayloadsOf } from './bid-receipt.builder.js';

const { key } = generateSigningKey();
const publicKey = publicKeyFromBase64(key.publicKey.publicKey);
const KEY_ID = key.publicKey.keyId;
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
    expect(bidReceiptPayloadOf(bid, KEY_ID)).toEqual({
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
      keyId: KEY_ID,
    });
  });

  it('verify with the public key alone, and fail once the amount is altered', () => {
    const payload = bidReceiptPayloadOf(bid, KEY_ID)!;
    const signature = signPayload(key, payload);
    expect(verifyPayload(publicKey, payload, signature)).toBe(true);
    expect(verifyPayload(publicKey, { ...payload, amount: 100_01 }, signature)).toBe(false);
    expect(verifyPayload(publicKey, { ...payload, maximum: 999_00 }, signature)).toBe(false);
  });

  it('are the same receipt every time they are asked for (Ed25519 is deterministic)', () => {
    const payload = bidReceiptPayloadOf(bid, KEY_ID)!;
    expect(bidReceiptPayloadOf(bid, KEY_ID)).toEqual(payload);
    expect(signPayload(key, payload)).toBe(signPayload(key, { ...payload }));
  });

  it("give a pre-bid's maximum as its amount: it has no other", () => {
    expect(bidReceiptPayloadOf(lot[4]!, KEY_ID)).toMatchObject({
      amount: 300_00,
      maximum: 300_00,
    });
  });

  it("list only the bidder's own bids, oldest first, never the proxy's automatic rows", () => {
    expect(receiptPayloadsOf(lot, 'u-ann', KEY_ID).map((p) => p.bidId)).toEqual(['b1', 'b3']);
    expect(receiptPayloadsOf(lot, 'u-ben', KEY_ID).map((p) => p.bidId)).toEqual(['b2']);
    expect(bidReceiptPayloadOf(lot[3]!, KEY_ID)).toBeUndefined();
    expect(bidReceiptPayloadOf(lot[0]!, KEY_ID)).toBeUndefined();
  });
});
