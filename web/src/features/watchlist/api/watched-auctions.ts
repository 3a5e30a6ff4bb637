import type { ListResponse, RouteAnswer, WatchedAuctionRecord } from '@facet/event-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { watchlistKeys } from './watchlist-keys';

const EMPTY: ListResponse<WatchedAuctionRecord> = { records: [], totalRecords: 0, setDisp: '' };

/** The auctions tab: `auction/auctionWatchList` asked for auctions answers only auctions. */
const auctionsOf = (
  r: RouteAnswer<'auction/auctionWatchList'>,
): ListResponse<WatchedAuctionRecord> => (r.type === 'auctions' ? r : EMPTY);

export function useWatchedAuctions(page: number, limit: number, enabled = true) {
  return useQuery({
    queryKey: watchlistKeys.auctions(page, limit),
    queryFn: ({ signal }): Promise<ListResponse<WatchedAuctionRecord>> =>
      apiCall(
        'auction/auctionWatchList',
        { page, limit, type: 'auctions' },
        { signal, noAlert: true },
      ).then(auctionsOf),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Watches or unwatches an auction; every page of the watched auctions is read again. */
export function useToggleAuctionWatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ auctionId, watched }: { auctionId: string; watched: boolean }) =>
      apiCall(watched ? 'auction/removeAuctionWatchList' : 'auction/addAuctionWatchList', {
        auction_id: auctionId,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: watchlistKeys.allAuctions() }),
  });
}
