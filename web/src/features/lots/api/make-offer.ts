import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';

/**
 * `makeoffer/addToMakeoffer` on a buy-now item that takes offers: `wsprice` in the item's basis
 * (per carat, or per unit) and the units wanted. The buyer's offers list then shows it.
 */
export function useMakeOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { lotId: string; amount: number; qty: number }) =>
      apiCall(
        'makeoffer/addToMakeoffer',
        { id: v.lotId, wsprice: v.amount, qty: v.qty },
        { noAlert: 'success' },
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryRoots.makeOffer }),
  });
}
