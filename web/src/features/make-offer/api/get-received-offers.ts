import type { BuyNowOfferList } from '@facet/event-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { OfferStatusFilter } from '../model/offer-status';
import { makeOfferKeys } from './make-offer-keys';

/** `seller/offer/adminoffers` with `kind: buynow`: make-offers on the caller's items (admin: all). */
export function useReceivedOffers(status: OfferStatusFilter, page: number, limit: number) {
  return useQuery({
    queryKey: makeOfferKeys.received(status, page, limit),
    queryFn: async ({ signal }): Promise<BuyNowOfferList> =>
      // `kind: buynow` answers the make-offer list (the route's other kind is the sealed one).
      (await apiCall(
        'seller/offer/adminoffers',
        { kind: 'buynow', status, page, limit },
        { signal, noAlert: true },
      )) as BuyNowOfferList,
    placeholderData: keepPreviousData,
  });
}
