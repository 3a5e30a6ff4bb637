import type { RouteBody } from '@facet/event-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { tableKeys } from './table-keys';

export type TableActionRequest = RouteBody<'dynamic/dynamicTableAction'>;

/** `dynamic/dynamicTableAction`: a table or a row added, edited or deleted; every list refreshed. */
export function useTableAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TableActionRequest) => apiCall('dynamic/dynamicTableAction', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: tableKeys.all }),
  });
}
