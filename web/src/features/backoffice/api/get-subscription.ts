import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { backofficeKeys } from './backoffice-keys';

/** `seller/subscription/getSubscription`: the plan, its limits and this month's usage. */
export function useSubscription() {
  return useQuery({
    queryKey: backofficeKeys.subscription(),
    queryFn: ({ signal }) =>
      apiCall('seller/subscription/getSubscription', {}, { signal, noAlert: true }),
  });
}
