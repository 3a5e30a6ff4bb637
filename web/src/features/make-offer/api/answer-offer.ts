import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';
import { makeOfferKeys } from './make-offer-keys';

// The offers read model follows the accepted command within milliseconds; refetch just after.
const REFETCH_AFTER_MS = 400;

function useRefresh() {
  const client = useQueryClient();
  return () =>
    setTimeout(() => {
      void client.invalidateQueries({ queryKey: makeOfferKeys.all });
      // An acceptance puts the item in the buyer's cart.
      void client.invalidateQueries({ queryKey: queryRoots.cart });
    }, REFETCH_AFTER_MS);
}

/** `seller/offer/changeOfferStatus` with `offer_id`: the seller accepts, refuses or counters. */
export function useAnswerOffer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: {
      lotId: string;
      offerId: string;
      status: 'accept' | 'reject' | 'counter';
      amount?: number;
    }) =>
      apiCall('seller/offer/changeOfferStatus', {
        id: v.lotId,
        offer_id: v.offerId,
        status: v.status,
        ...(v.amount === undefined ? {} : { amount: v.amount }),
      }),
    onSuccess: refresh,
  });
}

/** `makeoffer/changeCounterStatus`: the buyer accepts (into the cart) or refuses a counter. */
export function useRespondToCounter() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { offerId: string; status: 'accept' | 'reject' }) =>
      apiCall('makeoffer/changeCounterStatus', { offer_id: v.offerId, status: v.status }),
    onSuccess: refresh,
  });
}
