import type { ConfigurationVariableRecord } from '@facet/event-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';
import { queryRoots } from '@/lib/query-roots';

/** `seller/setting/configurationVariables`: every known setting. */
export function useConfigurationVariables() {
  return useQuery({
    queryKey: settingsKeys.variables(),
    queryFn: ({ signal }) =>
      apiCall('seller/setting/configurationVariables', {}, { signal, noAlert: true }),
  });
}

/** `seller/setting/configurationAction` `{ name, value }`. */
export function useSetConfigurationVariable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: ConfigurationVariableRecord) =>
      apiCall(
        'seller/setting/configurationAction',
        { name: v.name, value: v.value },
        { noAlert: 'success' },
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: settingsKeys.variables() });
      void client.invalidateQueries({ queryKey: queryRoots.siteConfig });
    },
  });
}
