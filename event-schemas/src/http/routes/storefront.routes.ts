import { z } from 'zod';
import type { AuctionRecord } from '../../read-models/auction-record.model.js';
import type { WatchlistToggleAnswer } from '../../read-models/bid-answer.model.js';
import type { BidHistoryRecord } from '../../read-models/bid-history-record.model.js';
import type { RecordsAnswer } from '../../read-models/answer.model.js';
import type { ListResponse } from '../../read-models/list.model.js';
import type { WatchlistAnswer } from '../../read-models/catalog.model.js';
import type { ConfigurationAnswer } from '../../read-models/lot-card.model.js';
import type { LotSearchRecord, MyBidRecord } from '../../read-models/lot-record.model.js';
import type {
  CountAnswer,
  LotSortsAnswer,
  MarketplaceDashboard,
  ReadModelLagAnswer,
} from '../../read-models/storefront.model.js';
import { emptyBody } from '../request/account-fields.js';
import { refuseBody } from '../request/body-rules.js';
import { commandId } from '../request/fields.js';
import { answer, route } from '../request/route.js';
import {
  auctionFilters,
  catalogPaging,
  lotFilters,
  lotIdField,
  pickOr,
  sortOr,
} from './storefront.fields.js';

export type { AuctionFilters, LotFilters, LotFilterValue, LotType } from './storefront.fields.js';
export { LOT_FILTER_KEYS, LOT_TYPES } from './storefront.fields.js';

/** The buyer's reads of the catalogue: lots, auctions, bid history, own bids and watchlist. */

/** `{ filters, limit, page, orderby }` of a lot listing (filters read first, as they always were). */
const lotQuery = (defaultLimit: number, defaultSort: string) =>
  z.strictObject({
    filters: lotFilters,
    ...catalogPaging(defaultLimit),
    orderby: sortOr(defaultSort, 'A sort of product/activeSorts, e.g. "date_closed asc"'),
  });

/** Active lots, filtered, sorted, a page at a time; prices for the signed-in only. */
export const searchLots = route({
  path: 'product/search',
  request: lotQuery(12, 'date_closed asc'),
  answer: answer<ListResponse<LotSearchRecord>>(),
});

/** Lots not started yet, soonest listed first. */
export const listUpcomingLots = route({
  path: 'product/upcomingProduct',
  request: lotQuery(6, 'date_added asc'),
  answer: answer<RecordsAnswer<LotSearchRecord>>(),
});

/** What the sort-by select offers. */
export const listLotSorts = route({
  path: 'product/activeSorts',
  request: emptyBody,
  answer: answer<LotSortsAnswer>(),
});

/** Counts of what is open now, and the server's time. */
export const getMarketplaceDashboard = route({
  path: 'product/dashboard',
  request: emptyBody,
  answer: answer<MarketplaceDashboard>(),
});

/** Active auctions (home: 12 open ones by close date). */
export const searchAuctions = route({
  path: 'auction/search',
  request: z.strictObject({
    ...catalogPaging(12),
    orderby: sortOr('date_closed asc', 'A sort, e.g. "date_closed asc"'),
    filters: auctionFilters,
  }),
  answer: answer<ListResponse<AuctionRecord>>(),
});

/** A lot's bids, newest first, 10 a page; other bidders' names masked. */
export const listBidHistory = route({
  path: 'product/bidhistory',
  request: z
    .strictObject({
      id: lotIdField('The lot id (or project_id), required'),
      project_id: lotIdField('The lot id (or id)'),
      ...catalogPaging(10),
    })
    .transform(({ id, project_id, ...page }, ctx) => {
      const lotId = id ?? project_id;
      if (typeof lotId !== 'string' && typeof lotId !== 'number')
        return refuseBody(ctx, 'Lot id required', { code: 'request.invalid', field: 'id' });
      return { lotId: String(lotId), ...page };
    }),
  answer: answer<ListResponse<BidHistoryRecord>>(),
});

/** The configuration bundle: increments in dollars, variables, features, languages, tables. */
export const getSiteConfiguration = route({
  path: 'common/getDefault',
  request: emptyBody,
  answer: answer<ConfigurationAnswer>(),
});

/** The embedded projection runner's commit-to-read-model lag. */
export const getReadModelLag = route({
  path: 'common/readModelLag',
  request: emptyBody,
  answer: answer<ReadModelLagAnswer>(),
});

/** My Bids' tabs (`active` = open lots) and My Offers' (open, closed by the lot's state). */
export const MY_BIDS_STATUSES = [
  'all',
  'active',
  'winning',
  'outbid',
  'won',
  'lost',
  'open',
  'closed',
] as const;
export type MyBidsStatus = (typeof MY_BIDS_STATUSES)[number];
/** Sealed offers (My Offers), bids (My Bids), or both. */
export const MY_BIDS_KINDS = ['all', 'bids', 'sealed'] as const;
export type MyBidsKind = (typeof MY_BIDS_KINDS)[number];

/** The caller's lots with a bid, offer or pre-bid, newest first, with their own label. */
export const listMyBids = route({
  path: 'auction/myBids',
  request: z.strictObject({
    ...catalogPaging(12),
    status: pickOr(MY_BIDS_STATUSES, 'all', 'The tab'),
    kind: pickOr(MY_BIDS_KINDS, 'all', 'Bids, offers or pre-bids'),
  }),
  answer: answer<ListResponse<MyBidRecord>>(),
});

/** How many of the caller's lots they won. */
export const countAuctionsWon = route({
  path: 'product/totalAuctionswon',
  request: emptyBody,
  answer: answer<CountAnswer>(),
});

/** How many lots the caller bid on. */
export const countAuctionsPlaced = route({
  path: 'product/totalAuctionsPlaced',
  request: emptyBody,
  answer: answer<CountAnswer>(),
});

/** The watchlist's two lists: watched lots (as the old client read it) or watched auctions. */
export const WATCHLIST_TYPES = ['lots', 'auctions'] as const;

/** The caller's watched lots (soonest to close first), or with `type: 'auctions'` their auctions. */
export const listWatchlist = route({
  path: 'auction/auctionWatchList',
  request: z.strictObject({
    ...catalogPaging(12),
    type: pickOr(WATCHLIST_TYPES, 'lots', 'Which watchlist'),
  }),
  answer: answer<WatchlistAnswer>(),
});

/** `{ project_id | id, commandId? }`: the lot a watchlist command is about. */
const watchlistRequest = z
  .strictObject({
    project_id: lotIdField('The lot id (or id), required'),
    id: lotIdField('The lot id (or project_id)'),
    commandId,
  })
  .transform(({ project_id, id, commandId }, ctx) => {
    const lotId = project_id ?? id;
    if (typeof lotId !== 'string' && typeof lotId !== 'number')
      return refuseBody(ctx, 'Product id required', {
        code: 'request.invalid',
        field: 'project_id',
      });
    return { lotId: String(lotId), commandId };
  });

/** Watches a lot (a repeat appends nothing). */
export const addToWatchlist = route({
  path: 'user/addWatchlist',
  request: watchlistRequest,
  answer: answer<WatchlistToggleAnswer>(),
});

/** Stops watching a lot (a repeat appends nothing). */
export const removeFromWatchlist = route({
  path: 'user/removeWatchlist',
  request: watchlistRequest,
  answer: answer<WatchlistToggleAnswer>(),
});
