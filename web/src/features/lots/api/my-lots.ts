import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { ListResult, Lot } from '../model/lot.types';
import { lotKeys, type LotSearchParams } from './lot-keys';

export type MyArea = 'auctions' | 'offers' | 'watchlist' | 'purchases';

/** My Bids, My Offers, My Watchlist and purchases share one screen and one call (`auction/myBids`). */
export function useMyLots(area: MyArea, type: string, params: LotSearchParams) {
  return useQuery({
    queryKey: lotKeys.mine(`${area}:${type}`, params),
    queryFn: ({ signal }) => apiCall<ListResult<Lot>>('auction/myBids', { ...params, area, type }, { signal }),
    placeholderData: keepPreviousData,
  });
}
