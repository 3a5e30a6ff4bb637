import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { OfferStatusFilter } from '../model/offer-status';
import { makeOfferKeys } from './make-offer-keys';

/** `makeoffer/search`: the caller's make-offers, newest first. */
export function useMyOffers(status: OfferStatusFilter, page: number, limit: number) {
  return useQuery({
    queryKey: makeOfferKeys.mine(status, page, limit),
    queryFn: ({ signal }) =>
      apiCall('makeoffer/search', { status, page, limit }, { signal, noAlert: true }),
    placeholderData: keepPreviousData,
  });
}
