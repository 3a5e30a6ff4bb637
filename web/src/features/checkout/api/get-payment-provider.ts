import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';

/** `paymentThird/stripe/config`: whether online payments go to Stripe or the SANDBOX gateway. */
export function usePaymentProvider() {
  return useQuery({
    queryKey: [...queryRoots.paymentMethods, 'form-config'],
    queryFn: ({ signal }) => apiCall('paymentThird/stripe/config', {}, { signal, noAlert: true }),
    staleTime: Infinity,
  });
}
