import type {
  ListResponse,
  SellerAuctionAnswer,
  SellerAuctionRecord,
  SellerLotList,
} from '@facet/event-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { type SellerListParams, sellerKeys } from './seller-keys';

/** `seller/auction/listings`: one page of the auctions the caller manages. */
export function useSellerAuctions(params: SellerListParams) {
  return useQuery({
    queryKey: sellerKeys.auctions(params),
    queryFn: ({ signal }) =>
      apiCall<ListResponse<SellerAuctionRecord>>(
        'seller/auction/listings',
        { ...params },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** `seller/auction/getSingleAuction`. */
export function useSellerAuction(id: string | null) {
  return useQuery({
    queryKey: sellerKeys.auction(id ?? ''),
    queryFn: ({ signal }) =>
      apiCall<SellerAuctionAnswer>('seller/auction/getSingleAuction', { id }, { signal }),
    enabled: id !== null,
    select: (r) => r.record,
  });
}

/** `seller/auction/lots`: one page of an auction's lots. */
export function useAuctionLots(auctionid: string | null, params: SellerListParams) {
  return useQuery({
    queryKey: sellerKeys.auctionLots(auctionid ?? '', params),
    queryFn: ({ signal }) =>
      apiCall<SellerLotList>('seller/auction/lots', { auctionid, ...params }, { signal }),
    enabled: auctionid !== null,
    placeholderData: keepPreviousData,
  });
}
