import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';
import { queryRoots } from '@/lib/query-roots';

export type RowValues = Record<string, string | number>;

/** `seller/setting/searchTable`: one configuration table (every row, any active value). */
export function useSiteTable(table: string, searchterm: string, page: number, limit: number) {
  return useQuery({
    queryKey: [...settingsKeys.table(table), { searchterm, page, limit }],
    queryFn: ({ signal }) =>
      apiCall(
        'seller/setting/searchTable',
        { table, searchterm, page, limit },
        { signal, noAlert: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** `datatable_insert` (no id) or `admin/setting/datatable_update` (id), then `multiTableAction`. */
export function useSaveTableRow(table: string) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: settingsKeys.table(table) });
    void client.invalidateQueries({ queryKey: queryRoots.siteConfig });
  };
  const save = useMutation({
    mutationFn: ({ id, values }: { id?: string; values: RowValues }) =>
      id
        ? apiCall('admin/setting/datatable_update', { table, id, values }, { noAlert: 'success' })
        : apiCall('seller/setting/datatable_insert', { table, values }, { noAlert: 'success' }),
    onSuccess: refresh,
  });
  const setActive = useMutation({
    mutationFn: ({ ids, active }: { ids: string[]; active: 0 | 1 | 2 }) =>
      apiCall('seller/setting/multiTableAction', { table, ids, active }, { noAlert: 'success' }),
    onSuccess: refresh,
  });
  return { save, setActive };
}
