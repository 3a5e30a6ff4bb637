import type { RouteBody } from '@facet/event-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { lotFormKeys } from './lot-form-keys';

/** `seller/product/projectAction`: saves the lot; the server's rejection is thrown as ApiError. */
export function useSaveLot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'seller/product/projectAction'>) =>
      apiCall('seller/product/projectAction', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: lotFormKeys.sellerRoot }),
  });
}
