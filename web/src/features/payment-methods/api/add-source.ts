import type { RouteBody } from '@facet/event-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { paymentMethodsKeys } from './payment-methods-keys';

export type NewSource = RouteBody<'customer/source/create'>;

/**
 * `customer/create` (once: asked again it answers the same customer) then
 * `customer/source/create` with the token; never a card number.
 */
export function useAddSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (source: NewSource) => {
      await apiCall('customer/create', {}, { noAlert: true });
      return apiCall('customer/source/create', source);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: paymentMethodsKeys.all }),
  });
}
