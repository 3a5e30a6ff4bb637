import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { ListResponse, LotSearchRecord, MyBidRecord, RouteBody } from '@facet/event-schemas';
import { lotKeys, type LotSearchParams } from './lot-keys';

type PurchaseType = RouteBody<'invoice/purchases'>['type'];

export type MyArea = 'auctions' | 'offers' | 'watchlist' | 'purchases';

// Each tab is a server filter: My Bids by the buyer's label, My Offers (sealed only) by the lot's state.
const kindFor = (area: MyArea): string =>
  area === 'offers' ? 'sealed' : area === 'auctions' ? 'bids' : 'all';

/**
 * My Bids, My Offers, My Watchlist and purchases share one screen: the watchlist reads
 * `auction/auctionWatchList`, purchases `invoice/purchases` (lots won and items bought, from the
 * buyer's invoices), the others `auction/myBids` narrowed by status and kind.
 */
export function useMyLots(area: MyArea, type: string, params: LotSearchParams) {
  return useQuery({
    queryKey: lotKeys.mine(`${area}:${type}`, params),
    queryFn: ({ signal }) =>
      area === 'purchases'
        ? apiCall(
            'invoice/purchases',
            // The URL's tab, as it is: the server refuses one it does not know.
            { limit: params.limit, page: params.page, type: type as PurchaseType },
            { signal },
          )
        : area === 'watchlist'
          ? apiCall<ListResponse<LotSearchRecord>>(
              'auction/auctionWatchList',
              { limit: params.limit, page: params.page },
              { signal },
            )
          : apiCall<ListResponse<MyBidRecord>>(
              'auction/myBids',
              { limit: params.limit, page: params.page, status: type, kind: kindFor(area) },
              { signal },
            ),
    placeholderData: keepPreviousData,
  });
}
