import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { lotFormKeys } from './lot-form-keys';

/** `seller/auction/listings`: the caller's auctions a lot can be listed in. */
export function useAuctionOptions() {
  return useQuery({
    queryKey: lotFormKeys.auctions(),
    queryFn: ({ signal }) =>
      apiCall(
        'seller/auction/listings',
        { action: 'all', searchterm: '', orderby: 'date_closed desc', page: 1, limit: 100 },
        { signal, noAlert: true },
      ),
    select: (r) => r.records.map((a) => ({ value: a.id, label: a.title })),
  });
}
