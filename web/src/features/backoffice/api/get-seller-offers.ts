import type { RouteBody, SellerOfferList } from '@facet/event-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { backofficeKeys } from './backoffice-keys';

/** The offer list's status filter. */
export type OfferStatusFilter = NonNullable<RouteBody<'seller/offer/adminoffers'>['status']>;

/** The sealed list (`kind` left out is sealed): its records are the sealed offers'. */
const sealedOnly = (list: unknown) => list as SellerOfferList;

/** `seller/offer/adminoffers`: the offers on the caller's sealed lots. */
export function useSellerOffers(status: OfferStatusFilter, page: number, limit: number) {
  return useQuery({
    queryKey: backofficeKeys.offers(status, page, limit),
    queryFn: async ({ signal }): Promise<SellerOfferList> =>
      sealedOnly(
        await apiCall(
          'seller/offer/adminoffers',
          { status, page, limit },
          { signal, noAlert: true },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}
