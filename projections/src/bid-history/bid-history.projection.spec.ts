import { describe, expect, it } from 'vitest';
import { arrayFeed } from '../runner/event-feed.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { MemoryReadModelStore } from '../store/memory/memory-read-model-store.js';
import { recorded } from '../testing/recorded-event.builder.js';
import { bidHistoryProjection, type BidHistoryDoc } from './bid-history.projection.js';
import { readModelNamespaces as NS } from '../read-models.js';
import { marketplaceLayouts } from '../read-model-layouts.js';

const AT = '2030-01-01T10:00:00.000Z';
const bid = (rev: number, bidId: string, userId: string, amount: number) =>
  recorded('lot-l9', rev, 'ProxyBidPlaced', {
    lotId: 'l9',
    bidId,
    userId,
    maximum: amount,
    amount,
    wprice: amount,
    leaderId: userId,
    at: AT,
  });
const retract = (rev: number, bidId: string) =>
  recorded('lot-l9', rev, 'BidRetracted', {
    lotId: 'l9',
    bidId,
    userId: 'a',
    reason: 'typo',
    retractedBy: 'admin',
    wprice: 0,
    leaderId: null,
    at: AT,
  });

async function history(
  events: ReturnType<typeof bid>[],
  batchSize: number,
): Promise<BidHistoryDoc | undefined> {
  const store = new MemoryReadModelStore(marketplaceLayouts);
  const runner = new ProjectionRunner({
    feed: arrayFeed(events, batchSize),
    store,
    projections: [bidHistoryProjection],
  });
  await runner.start();
  await runner.caughtUp();
  return store.get<BidHistoryDoc>(NS.history, 'l9');
}

describe('Bid history', () => {
  describe("when A's bid is retracted after B bid", () => {
    const log = [
      bid(1, 'b1', 'a', 500_00),
      bid(2, 'b2', 'b', 510_00),
      retract(3, 'b1'),
      bid(4, 'b3', 'a', 520_00),
    ];

    it("drops A's retracted row and keeps the others in bid order", async () => {
      expect((await history(log, 2))?.rows.map((r) => r.bidId)).toEqual(['b2', 'b3']);
    });

    it('records which bid wrote each row', async () => {
      expect((await history(log, 4))?.rows.map((r) => r.kind)).toEqual(['proxy', 'proxy']);
    });

    it('does not bring the retracted row back when its bid is delivered again', async () => {
      expect((await history([...log, log[0]!, ...log], 1))?.rows.map((r) => r.bidId)).toEqual([
        'b2',
        'b3',
      ]);
    });

    it('keeps every row in the ledger, the retracted one flagged', async () => {
      expect((await history(log, 2))?.ledger.map((r) => [r.bidId, r.retracted])).toEqual([
        ['b1', true],
        ['b2', false],
        ['b3', false],
      ]);
    });
  });
});
