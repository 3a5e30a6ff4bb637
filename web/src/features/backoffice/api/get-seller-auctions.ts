import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { type AuctionListParams, backofficeKeys, type LotListParams } from './backoffice-keys';

/** `seller/auction/listings`: one page of the auctions the caller manages. */
export function useSellerAuctions(params: AuctionListParams) {
  return useQuery({
    queryKey: backofficeKeys.auctions(params),
    queryFn: ({ signal }) => apiCall('seller/auction/listings', params, { signal, noAlert: true }),
    placeholderData: keepPreviousData,
  });
}

/** `seller/auction/getSingleAuction`. */
export function useSellerAuction(id: string | null) {
  return useQuery({
    queryKey: backofficeKeys.auction(id ?? ''),
    queryFn: ({ signal }) =>
      apiCall('seller/auction/getSingleAuction', { id: id ?? '' }, { signal, noAlert: true }),
    enabled: id !== null,
    select: (r) => r.record,
  });
}

/** `seller/auction/lots`: one page of an auction's lots. */
export function useAuctionLots(auctionid: string | null, params: LotListParams) {
  return useQuery({
    queryKey: backofficeKeys.auctionLots(auctionid ?? '', params),
    queryFn: ({ signal }) =>
      apiCall(
        'seller/auction/lots',
        { auctionid: auctionid ?? '', ...params },
        { signal, noAlert: true },
      ),
    enabled: auctionid !== null,
    placeholderData: keepPreviousData,
  });
}
