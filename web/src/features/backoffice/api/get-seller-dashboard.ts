import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { backofficeKeys } from './backoffice-keys';

/** `seller/auction/getMainDashboardDataMore`: the caller's lot, auction and buy-now counts. */
export function useSellerDashboard() {
  return useQuery({
    queryKey: backofficeKeys.dashboard(),
    queryFn: ({ signal }) =>
      apiCall('seller/auction/getMainDashboardDataMore', {}, { signal, noAlert: true }),
    select: (r) => r.mainDashboardData,
  });
}
