import type { SellerPlanRecord } from '@facet/event-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { backofficeKeys } from './backoffice-keys';

const REFETCH_AFTER_MS = 400;

/** `seller/subscription/changePlan`: recorded as an event; the page refetches once projected. */
export function useChangePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: SellerPlanRecord['id']) =>
      apiCall('seller/subscription/changePlan', { plan }, { alert: true }),
    onSuccess: () =>
      setTimeout(
        () => void client.invalidateQueries({ queryKey: backofficeKeys.subscription() }),
        REFETCH_AFTER_MS,
      ),
  });
}
