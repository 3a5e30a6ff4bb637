import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { depositKeys } from './deposit-keys';

/** `deposit/deposit`: one of the buyer's deposits. */
export function useDeposit(id: string) {
  return useQuery({
    queryKey: depositKeys.one(id),
    queryFn: ({ signal }) => apiCall('deposit/deposit', { id }, { signal, noAlert: true }),
  });
}
