import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';

/** One user's watched lots and watched auctions (the whole sale), newest first. */
export interface WatchlistDoc extends Doc {
  id: string;
  lotIds: string[];
  /** Absent on documents written before auctions could be watched (version 1). */
  auctionIds?: string[];
}

/** `id` first when added, gone when removed; a repeat changes nothing but the order. */
const toggled = (ids: readonly string[] | undefined, id: string, added: boolean): string[] => {
  const rest = (ids ?? []).filter((x) => x !== id);
  return added ? [id, ...rest] : rest;
};

// Version 2: auctions are watched too, so the documents are rebuilt with `auctionIds`.
export const watchlistProjection: Projection<WatchlistDoc> = {
  name: 'watchlist',
  version: 2,
  types: ['WatchlistAdded', 'WatchlistRemoved', 'AuctionWatchlistAdded', 'AuctionWatchlistRemoved'],
  route: (e) => {
    switch (e.type) {
      case 'WatchlistAdded':
      case 'WatchlistRemoved':
      case 'AuctionWatchlistAdded':
      case 'AuctionWatchlistRemoved':
        return e.data.userId;
      default:
        return NO_DOCS;
    }
  },
  evolve: (doc, e, id) => {
    const lotIds = doc?.lotIds ?? [];
    const auctionIds = doc?.auctionIds ?? [];
    switch (e.type) {
      case 'WatchlistAdded':
      case 'WatchlistRemoved':
        return {
          id,
          lotIds: toggled(lotIds, e.data.lotId, e.type === 'WatchlistAdded'),
          auctionIds,
        };
      case 'AuctionWatchlistAdded':
      case 'AuctionWatchlistRemoved':
        return {
          id,
          lotIds,
          auctionIds: toggled(auctionIds, e.data.auctionId, e.type === 'AuctionWatchlistAdded'),
        };
      default:
        return undefined;
    }
  },
};
