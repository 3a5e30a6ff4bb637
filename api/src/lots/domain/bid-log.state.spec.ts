import { describe, expect, it } from 'vitest';
import { BidLog } from './bid-log.state.js';
import type { BidEntry } from './lot.state.js';

const bid = (bidId: string, amount = 100_00): BidEntry => ({
  bidId,
  userId: `u-${bidId}`,
  kind: 'proxy',
  amount,
  at: '2026-03-02T10:00:00.000Z',
});

describe('BidLog', () => {
  it('keeps bids in placement order and finds them by id', () => {
    const log = BidLog.of().append(bid('a')).append(bid('b'));
    expect(log.map((b) => b.bidId)).toEqual(['a', 'b']);
    expect(log.get('b')?.bidId).toBe('b');
    expect(log.has('c')).toBe(false);
    expect(JSON.stringify(log)).toBe(JSON.stringify([bid('a'), bid('b')]));
  });

  it('never shows an older view the bids appended after it', () => {
    const older = BidLog.of([bid('a')]);
    const newer = older.append(bid('b'));
    expect(older.length).toBe(1);
    expect(older.has('b')).toBe(false);
    expect([...older]).toEqual([bid('a')]);
    expect(newer.has('b')).toBe(true);
  });

  describe('when a successor is discarded and the older view is appended to again', () => {
    it('keeps each branch its own bids', () => {
      const base = BidLog.of([bid('a')]);
      const discarded = base.append(bid('speculative'));
      const kept = base.append(bid('b'));
      expect(kept.map((b) => b.bidId)).toEqual(['a', 'b']);
      expect(kept.has('speculative')).toBe(false);
      expect(discarded.map((b) => b.bidId)).toEqual(['a', 'speculative']);
      expect(kept.append(bid('c')).map((b) => b.bidId)).toEqual(['a', 'b', 'c']);
      expect(discarded.append(bid('d')).map((b) => b.bidId)).toEqual(['a', 'speculative', 'd']);
    });
  });

  it('compares equal to a log of the same bids built another way', () => {
    const shared = BidLog.of([bid('a')]);
    shared.append(bid('x'));
    expect(BidLog.of([bid('a')])).toEqual(shared);
    expect(BidLog.of([bid('a', 200_00)])).not.toEqual(shared);
  });
});
