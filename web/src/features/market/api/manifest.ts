import type { SizeBand } from '@facet/event-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { marketKeys } from './market-keys';

/** An auction's lot manifest (`product/searchManifest`), read when the dialog opens. */
export function useManifest(auctionId: string, enabled: boolean) {
  return useQuery({
    queryKey: marketKeys.manifest(auctionId),
    queryFn: ({ signal }) =>
      apiCall('product/searchManifest', { auctionid: auctionId }, { signal, noAlert: true }),
    enabled,
  });
}

/** The price index (`chartmetric/getTrackChartMetric`): price per carat of sold lots by month. */
export function usePriceTrend(sizeBand: SizeBand) {
  return useQuery({
    queryKey: marketKeys.trend(sizeBand),
    queryFn: ({ signal }) =>
      apiCall(
        'chartmetric/getTrackChartMetric',
        { size_band: sizeBand, months: 6 },
        { signal, noAlert: true },
      ),
  });
}
