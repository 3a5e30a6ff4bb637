import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { ListResponse, LotSearchRecord, MyBidRecord } from '@facet/event-schemas';
import { lotKeys, type LotSearchParams } from './lot-keys';

export type MyArea = 'auctions' | 'offers' | 'watchlist' | 'purchases';

// The server filters by won, lost and active; the other tabs narrow the same rows.
function statusFor(type: string): string {
  if (type === 'won' || type === 'lost') return type;
  if (type === 'winning' || type === 'outbid' || type === 'open') return 'active';
  return 'all';
}

/**
 * My Bids, My Offers, My Watchlist and purchases share one screen: the watchlist reads
 * `auction/auctionWatchList`, the others `auction/myBids` narrowed by status.
 */
export function useMyLots(area: MyArea, type: string, params: LotSearchParams) {
  return useQuery({
    queryKey: lotKeys.mine(`${area}:${type}`, params),
    queryFn: ({ signal }) =>
      area === 'watchlist'
        ? apiCall<ListResponse<LotSearchRecord>>(
            'auction/auctionWatchList',
            { limit: params.limit, page: params.page },
            { signal },
          )
        : apiCall<ListResponse<MyBidRecord>>(
            'auction/myBids',
            { limit: params.limit, page: params.page, status: statusFor(type) },
            { signal },
          ),
    placeholderData: keepPreviousData,
  });
}
