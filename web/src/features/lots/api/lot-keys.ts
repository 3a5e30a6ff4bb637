import type { RouteBody } from '@facet/event-schemas';
import { queryRoots } from '@/lib/query-roots';

/** What a lot listing asks `product/search`: its route's body. */
export type LotSearchParams = RouteBody<'product/search'>;
/** The filters a lot listing narrows by (`auctionid`, `auctiontype`, `title`, ...). */
export type LotFilterParams = NonNullable<LotSearchParams['filters']>;
/** What an auction listing asks `auction/search`. */
export type AuctionSearchParams = RouteBody<'auction/search'>;
/** A page of one of the caller's own lists (My Bids, My Offers, the watchlist, purchases). */
export interface ListPage {
  limit: number;
  page: number;
  orderby?: string;
}

export const lotKeys = {
  all: queryRoots.lots,
  lists: () => [...lotKeys.all, 'list'] as const,
  list: (params: LotSearchParams) => [...lotKeys.lists(), params] as const,
  detail: (id: string) => [...lotKeys.all, 'detail', id] as const,
  /** One lot's public history; without a page, all of its pages (for a bid or a push to refetch). */
  history: (id: string, ...page: [page: number] | []) =>
    [...queryRoots.lotHistory, id, ...page] as const,
  mine: (type: string, params: ListPage) => [...lotKeys.all, 'mine', type, params] as const,
  /** Every page of the watchlist's lots tab (`mine` of `watchlist:watchlist`). */
  watchlist: () => [...lotKeys.all, 'mine', 'watchlist:watchlist'] as const,
  auctions: (params: AuctionSearchParams) => [...queryRoots.auctions, params] as const,
  auction: (id: string) => [...queryRoots.auctions, 'detail', id] as const,
  /** An encrypted tender event's public key and status (issue 30). */
  tenderKey: (auctionId: string) => [...lotKeys.all, 'tender-key', auctionId] as const,
};
