import type { SellerSubscriptionRecord } from '@facet/event-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { deskKeys } from './desk-keys';

/** `seller/subscription/getSubscription`: the plan, its limits and this month's usage. */
export function useSubscription() {
  return useQuery({
    queryKey: deskKeys.subscription(),
    queryFn: ({ signal }) =>
      apiCall<SellerSubscriptionRecord>('seller/subscription/getSubscription', {}, { signal }),
  });
}
