import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { paymentMethodsKeys } from './payment-methods-keys';

/** `paymentThird/stripe/config`: Stripe's Elements (its publishable key) or the sandbox form. */
export function usePaymentFormConfig() {
  return useQuery({
    queryKey: [...paymentMethodsKeys.all, 'form-config'],
    queryFn: ({ signal }) => apiCall('paymentThird/stripe/config', {}, { signal, noAlert: true }),
    staleTime: Infinity,
  });
}
