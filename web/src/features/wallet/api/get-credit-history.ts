import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';

/** `credit/getCreditHistory`: the balance, deposits held and one page of movements. */
export function useCreditHistory(page: number, limit: number) {
  return useQuery({
    queryKey: walletKeys.history(page, limit),
    queryFn: ({ signal }) =>
      apiCall('credit/getCreditHistory', { page, limit }, { signal, noAlert: true }),
    placeholderData: keepPreviousData,
  });
}
