import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { paymentMethodsKeys } from './payment-methods-keys';

/** `customer/source/verify`: a bank account's two micro-deposits, in cents. */
export function useVerifySource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { sourceId: string; amounts: [number, number] }) =>
      apiCall('customer/source/verify', { source_id: v.sourceId, amounts: v.amounts }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentMethodsKeys.all }),
  });
}
