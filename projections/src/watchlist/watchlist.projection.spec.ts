import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from '../runner/projection.js';
import { watchlistProjection, type WatchlistDoc } from './watchlist.projection.js';

const AT = '2026-11-20T14:00:00.000Z';
const ev = (type: string, data: Record<string, string>) =>
  ({ type, data: { userId: 'u1', at: AT, ...data } }) as unknown as ProjectedEvent;

const fold = (events: ProjectedEvent[]): WatchlistDoc | undefined =>
  events.reduce<WatchlistDoc | undefined>(
    (doc, e) => watchlistProjection.evolve(doc, e, 'u1') ?? doc,
    undefined,
  );

describe('watchlist read model', () => {
  it('keeps watched auctions beside watched lots, newest first', () => {
    const doc = fold([
      ev('WatchlistAdded', { lotId: 'l1' }),
      ev('AuctionWatchlistAdded', { auctionId: 'a1' }),
      ev('AuctionWatchlistAdded', { auctionId: 'a2' }),
    ]);
    expect(doc).toEqual({ id: 'u1', lotIds: ['l1'], auctionIds: ['a2', 'a1'] });
  });

  it('forgets an auction removed, and leaves the lots alone', () => {
    const doc = fold([
      ev('WatchlistAdded', { lotId: 'l1' }),
      ev('AuctionWatchlistAdded', { auctionId: 'a1' }),
      ev('AuctionWatchlistRemoved', { auctionId: 'a1' }),
    ]);
    expect(doc).toEqual({ id: 'u1', lotIds: ['l1'], auctionIds: [] });
  });

  it('routes an auction watch to its user', () => {
    expect(watchlistProjection.route(ev('AuctionWatchlistAdded', { auctionId: 'a1' }))).toBe('u1');
  });
});
