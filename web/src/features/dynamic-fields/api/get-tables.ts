import type { DynamicTableRowsPage, DynamicTablesPage } from '@facet/event-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { tableKeys } from './table-keys';

/** Rows a page of a table shows. */
export const ROWS_PER_PAGE = 20;

/** `dynamic/dynamicTable` without a table: the admin's tables (few: the first 100 by name). */
export function useDynamicTables() {
  return useQuery({
    queryKey: tableKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiCall(
        'dynamic/dynamicTable',
        { limit: 100 },
        { signal, noAlert: true },
      )) as DynamicTablesPage,
  });
}

/** `dynamic/dynamicTable` `{ table_id, page }`: the table and one page of its rows. */
export function useTableRows(tableId: string | null, page: number) {
  return useQuery({
    queryKey: tableKeys.rows(tableId ?? '', page),
    enabled: tableId !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await apiCall(
        'dynamic/dynamicTable',
        { table_id: tableId ?? '', page, limit: ROWS_PER_PAGE },
        { signal, noAlert: true },
      )) as DynamicTableRowsPage,
  });
}
