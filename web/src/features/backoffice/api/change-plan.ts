import type { SellerPlanRecord } from '@facet/event-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { backofficeKeys } from './backoffice-keys';

const REFETCH_AFTER_MS = 400;

/**
 * `seller/subscription/changePlan`: a paid plan is charged before it is granted; the page
 * refetches once projected.
 */
export function useChangePlan() {
  const client = useQueryClient();
  return useMutation({
    // One command id per click: the server charges a retried request once (SUB-2).
    mutationFn: (plan: SellerPlanRecord['id']) =>
      apiCall('seller/subscription/changePlan', { plan, commandId: `plan-${crypto.randomUUID()}` }),
    onSuccess: () =>
      setTimeout(
        () => void client.invalidateQueries({ queryKey: backofficeKeys.subscription() }),
        REFETCH_AFTER_MS,
      ),
  });
}
