import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { Lot } from '../model/cached-lot';
import { applyLotPatch } from './apply-lot-patch';
import { lotKeys } from './lot-keys';
import { watchlistChanged } from './watchlist-changed';
import { queryRoots } from '@/lib/query-roots';

export function useToggleWatchlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lot }: { lot: Lot }) =>
      apiCall(lot.watchlistid ? 'user/removeWatchlist' : 'user/addWatchlist', {
        project_id: lot.id,
      }),
    onSuccess: (_r, { lot }) => watchlistChanged(client, lot.id, lot.watchlistid ? 0 : 1),
  });
}

export function usePayDeposit() {
  const client = useQueryClient();
  return useMutation({
    // An online deposit names the saved card it is paid with (none: the SANDBOX gateway's own).
    mutationFn: ({ lot, method, card }: { lot: Lot; method: 'wallet' | 'online'; card?: string }) =>
      apiCall('credit/addBidDeposit', {
        amount: lot.deposit_amount ?? 0,
        product_id: lot.id,
        credit_notes: `Bid Deposit - ${lot.title}`,
        credit_type: 'user',
        type: 'projects',
        pay_type: method,
        ...(method === 'online' && card && { payment_method: card }),
      }),
    // Spec 4: on success the dialog closes and the search refreshes; the lot is marked paid at
    // once so the next bid goes straight through (an earlier payment answers with no new id).
    onSuccess: (r, { lot }) => {
      applyLotPatch(client, {
        id: lot.id,
        fields: { bid_deposit_id: r?.bid_deposit_id ?? 'paid' },
      });
      return client.invalidateQueries({ queryKey: lotKeys.all });
    },
  });
}

export function useAddToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, qty }: { productId: string; qty: number }) =>
      apiCall('buynow/addToCart', { cart: [{ product_id: productId, qty }] }),
    // The lot's held units changed, and so did the cart (its keys start with 'cart').
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: lotKeys.all }),
        client.invalidateQueries({ queryKey: queryRoots.cart }),
      ]),
  });
}
