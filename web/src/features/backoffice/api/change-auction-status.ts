import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { ListingStatus } from '../model/lot-status.patch';
import { backofficeKeys } from './backoffice-keys';

/** `seller/auction/changeStatus`; the list refetches once the read model has followed. */
export function useChangeAuctionStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ListingStatus }) =>
      apiCall('seller/auction/changeStatus', { id, status }),
    onSuccess: () =>
      setTimeout(() => void client.invalidateQueries({ queryKey: backofficeKeys.all }), 400),
  });
}
