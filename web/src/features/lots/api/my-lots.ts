import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type {
  ListResponse,
  LotSearchRecord,
  MyBidsKind,
  MyBidsStatus,
  RouteAnswer,
  RouteBody,
} from '@facet/event-schemas';
import { type ListPage, lotKeys } from './lot-keys';

type PurchaseType = RouteBody<'invoice/purchases'>['type'];

export type MyArea = 'auctions' | 'offers' | 'watchlist' | 'purchases';

// Each tab is a server filter: My Bids by the buyer's label, My Offers (sealed only) by the lot's state.
const kindFor = (area: MyArea): MyBidsKind =>
  area === 'offers' ? 'sealed' : area === 'auctions' ? 'bids' : 'all';

const MY_BIDS_TABS: readonly MyBidsStatus[] = [
  'all',
  'active',
  'winning',
  'outbid',
  'won',
  'lost',
  'open',
  'closed',
];
/** The tab in the address as `auction/myBids` names it (the server too reads anything else as all). */
const statusOf = (type: string): MyBidsStatus => MY_BIDS_TABS.find((s) => s === type) ?? 'all';

/** The lots tab of the watchlist (the call answers watched auctions only when asked for them). */
const watchedLots = (r: RouteAnswer<'auction/auctionWatchList'>): ListResponse<LotSearchRecord> =>
  r.type === 'lots' ? r : { records: [], totalRecords: 0, setDisp: r.setDisp };

/**
 * My Bids, My Offers, My Watchlist and purchases share one screen: the watchlist reads
 * `auction/auctionWatchList`, purchases `invoice/purchases` (lots won and items bought, from the
 * buyer's invoices), the others `auction/myBids` narrowed by status and kind.
 */
export function useMyLots(area: MyArea, type: string, params: ListPage, enabled = true) {
  return useQuery({
    queryKey: lotKeys.mine(`${area}:${type}`, params),
    queryFn: ({ signal }): Promise<ListResponse<LotSearchRecord>> =>
      area === 'purchases'
        ? apiCall(
            'invoice/purchases',
            // The URL's tab, as it is: the server refuses one it does not know.
            { limit: params.limit, page: params.page, type: type as PurchaseType },
            { signal, noAlert: true },
          )
        : area === 'watchlist'
          ? apiCall(
              'auction/auctionWatchList',
              { limit: params.limit, page: params.page, type: 'lots' },
              { signal, noAlert: true },
            ).then(watchedLots)
          : apiCall(
              'auction/myBids',
              {
                limit: params.limit,
                page: params.page,
                status: statusOf(type),
                kind: kindFor(area),
              },
              { signal, noAlert: true },
            ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
