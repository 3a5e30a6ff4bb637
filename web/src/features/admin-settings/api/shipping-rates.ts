import type { ShippingRatesAnswer, ShippingRateTable } from '@facet/event-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** `shipping/getRates`: the rate table in force and who changed it when. */
export function useShippingRates() {
  return useQuery({
    queryKey: settingsKeys.shippingRates(),
    queryFn: ({ signal }) => apiCall('shipping/getRates', {}, { signal, noAlert: true }),
  });
}

/** `shipping/saveRates`: the whole table at once; the server names what is wrong with it. */
export function useSaveShippingRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (table: ShippingRateTable) =>
      apiCall('shipping/saveRates', { table }, { noAlert: 'success' }),
    onSuccess: (answer) =>
      client.setQueryData<ShippingRatesAnswer>(settingsKeys.shippingRates(), answer),
  });
}
