import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';

/** One user's watched lots. */
export interface WatchlistDoc extends Doc {
  id: string;
  lotIds: string[];
}

export const watchlistProjection: Projection<WatchlistDoc> = {
  name: 'watchlist',
  version: 1,
  route: (e) =>
    e.type === 'WatchlistAdded' || e.type === 'WatchlistRemoved' ? e.data.userId : NO_DOCS,
  evolve: (doc, e, id) => {
    if (e.type !== 'WatchlistAdded' && e.type !== 'WatchlistRemoved') return undefined;
    const { lotId } = e.data;
    const lotIds = (doc?.lotIds ?? []).filter((l) => l !== lotId);
    return { id, lotIds: e.type === 'WatchlistAdded' ? [lotId, ...lotIds] : lotIds };
  },
};
