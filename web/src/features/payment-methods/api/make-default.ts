import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { paymentMethodsKeys } from './payment-methods-keys';

/** `customer/update` `{ default_source }`: what pays by default. */
export function useMakeDefault() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sourceId: string) => apiCall('customer/update', { default_source: sourceId }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentMethodsKeys.all }),
  });
}
