import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { paymentMethodsKeys } from './payment-methods-keys';

/** `customer/source/delete`. */
export function useDeleteSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sourceId: string) => apiCall('customer/source/delete', { source_id: sourceId }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentMethodsKeys.all }),
  });
}
