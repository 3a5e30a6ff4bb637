import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type {
  ListResponse,
  LotSearchRecord,
  MyBidRecord,
  PurchaseRecord,
} from '@facet/event-schemas';
import { lotKeys, type LotSearchParams } from './lot-keys';

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
        ? apiCall<ListResponse<PurchaseRecord>>(
            'invoice/purchases',
            { limit: params.limit, page: params.page, type },
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
