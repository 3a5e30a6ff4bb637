import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { viewingKeys } from './viewing-keys';

/** The free slots of an auction's viewing days, or any free slot (to collect an invoice). */
export function useFreeSlots(auctionId: string | null) {
  return useQuery({
    queryKey: auctionId ? viewingKeys.forAuction(auctionId) : viewingKeys.free(),
    queryFn: ({ signal }) =>
      auctionId
        ? apiCall(
            'appointment/checkAppointmentsForAuction',
            { auction_id: auctionId },
            { signal, noAlert: true },
          )
        : apiCall('appointment/checkAppointments', {}, { signal, noAlert: true }),
  });
}
