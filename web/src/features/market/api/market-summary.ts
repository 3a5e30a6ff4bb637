import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { marketKeys } from './market-keys';

/** What is open now (`product/dashboard`) and how many lots sell by private sale. */
export function useMarketSummary() {
  return useQuery({
    queryKey: marketKeys.summary(),
    queryFn: async ({ signal }) => {
      const [dashboard, privateSale] = await Promise.all([
        apiCall('product/dashboard', {}, { signal, noAlert: true }),
        apiCall('product/totalPrivateSaleProducts', {}, { signal, noAlert: true }),
      ]);
      return { ...dashboard, private_sale_count: privateSale.count };
    },
  });
}

/** The next lots to open (`product/upcomingProduct`, soonest listed first). */
export function useUpcomingLots() {
  return useQuery({
    queryKey: marketKeys.upcoming(),
    queryFn: ({ signal }) =>
      apiCall('product/upcomingProduct', { limit: 6, page: 1 }, { signal, noAlert: true }),
  });
}

/** The signed-in buyer's lots bid on and won (`product/totalAuctionsPlaced`, `totalAuctionswon`). */
export function useMyBidTotals() {
  return useQuery({
    queryKey: marketKeys.myTotals(),
    queryFn: async ({ signal }) => {
      const [placed, won] = await Promise.all([
        apiCall('product/totalAuctionsPlaced', {}, { signal, noAlert: true }),
        apiCall('product/totalAuctionswon', {}, { signal, noAlert: true }),
      ]);
      return { placed: placed.count, won: won.count };
    },
  });
}
