import type { SellerDashboardAnswer } from '@facet/event-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { sellerKeys } from './seller-keys';

/** `seller/auction/getMainDashboardDataMore`: the caller's lot, auction and buy-now counts. */
export function useSellerDashboard() {
  return useQuery({
    queryKey: sellerKeys.dashboard(),
    queryFn: ({ signal }) =>
      apiCall<SellerDashboardAnswer>('seller/auction/getMainDashboardDataMore', {}, { signal }),
    select: (r) => r.mainDashboardData,
  });
}
