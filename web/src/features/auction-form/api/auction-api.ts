import type { RouteBody } from '@facet/event-schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { auctionFormKeys, useRefetchLater } from './auction-form-keys';

/** `seller/auction/getSingleAuction`. */
export function useAuction(id: string | null) {
  return useQuery({
    queryKey: auctionFormKeys.auction(id ?? ''),
    queryFn: ({ signal }) =>
      apiCall('seller/auction/getSingleAuction', { id: id ?? '' }, { signal, noAlert: true }),
    enabled: id !== null,
    select: (r) => r.record,
  });
}

/** `seller/auction/lots`: the lots in the auction (the form shows them all, up to 100). */
export function useAuctionLots(id: string | null) {
  return useQuery({
    queryKey: auctionFormKeys.auctionLots(id ?? ''),
    queryFn: ({ signal }) =>
      apiCall(
        'seller/auction/lots',
        { auctionid: id ?? '', limit: 100 },
        { signal, noAlert: true },
      ),
    enabled: id !== null,
  });
}

/** `seller/auction/getAllProjectsAssociated`: the seller's lots the auction may take. */
export function useAssociableLots(id: string | null) {
  return useQuery({
    queryKey: auctionFormKeys.associable(id ?? ''),
    queryFn: ({ signal }) =>
      apiCall(
        'seller/auction/getAllProjectsAssociated',
        { auctionid: id ?? '' },
        { signal, noAlert: true },
      ),
    enabled: id !== null,
    select: (r) => r.records,
  });
}

/** `seller/auction/auctionAction`: the new auction's id (or the edited one's). */
export function useSaveAuction() {
  const refetch = useRefetchLater();
  return useMutation({
    mutationFn: (body: RouteBody<'seller/auction/auctionAction'>) =>
      apiCall('seller/auction/auctionAction', body),
    onSuccess: refetch,
  });
}

/** `seller/auction/changeStatus`. */
export function useChangeStatus() {
  const refetch = useRefetchLater();
  return useMutation({
    mutationFn: (body: RouteBody<'seller/auction/changeStatus'>) =>
      apiCall('seller/auction/changeStatus', body),
    onSuccess: refetch,
  });
}

/** `seller/auction/addtoAuction`: the ticked lots into the auction. */
export function useAddToAuction() {
  const refetch = useRefetchLater();
  return useMutation({
    mutationFn: (body: RouteBody<'seller/auction/addtoAuction'>) =>
      apiCall('seller/auction/addtoAuction', body),
    onSuccess: refetch,
  });
}
