import type { SellerLotList } from '@facet/event-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { type ListingStatus, patchLotStatus } from '../model/lot-status.patch';
import { backofficeKeys } from './backoffice-keys';

export type { ListingStatus };

// The read models follow an accepted command within milliseconds; refetch just after that.
const REFETCH_AFTER_MS = 400;

/** `seller/product/changeStatus` for one lot, `bulkProjectAction` for several. */
export function useChangeLotStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, status }: { ids: string[]; status: ListingStatus }) => {
      const [id] = ids;
      if (ids.length === 1 && id !== undefined)
        await apiCall('seller/product/changeStatus', { id, status });
      else await apiCall('seller/product/bulkProjectAction', { project_id: ids, status });
    },
    onSuccess: (_answer, { ids, status }) => {
      client.setQueriesData<SellerLotList>({ queryKey: backofficeKeys.all }, (old) =>
        old && 'activelots' in old ? patchLotStatus(old, ids, status) : old,
      );
      setTimeout(
        () => void client.invalidateQueries({ queryKey: backofficeKeys.all }),
        REFETCH_AFTER_MS,
      );
    },
  });
}
