import type { SellerLotFilter } from '@facet/event-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { type AdminListParams, adminPeopleKeys, REFETCH_AFTER_MS } from './admin-people-keys';

import type { ListingStatus } from '@facet/event-schemas';

export type { ListingStatus };

/** `admin/product/listings`: one page of every seller's lots. */
export function useAdminLots(p: AdminListParams & { action: SellerLotFilter }) {
  return useQuery({
    queryKey: adminPeopleKeys.lots(p),
    queryFn: ({ signal }) =>
      apiCall(
        'admin/product/listings',
        {
          action: p.action,
          searchterm: p.searchterm,
          sellerid: p.sellerid,
          orderby: p.orderby,
          page: p.page,
          limit: p.limit,
        },
        { signal, noAlert: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** `seller/product/changeStatus` (an admin manages every lot). */
export function useChangeLotStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ListingStatus }) =>
      apiCall('seller/product/changeStatus', { id, status }),
    onSuccess: () =>
      setTimeout(
        () => void client.invalidateQueries({ queryKey: adminPeopleKeys.all }),
        REFETCH_AFTER_MS,
      ),
  });
}
