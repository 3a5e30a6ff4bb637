import { useState } from 'react';
import type { RecordsTableProps } from './records-table';

export interface RecordsPage {
  page: number;
  limit: number;
  setPage: (page: number) => void;
}

/** A list screen's page state: 10 a page, from the first. */
export function useRecordsPage(limit = 10): RecordsPage {
  const [page, setPage] = useState(1);
  return { page, limit, setPage };
}

/** A list query as TanStack Query returns it: the page's `records` and the `totalRecords`. */
export interface ListQuery {
  isPending: boolean;
  data?: { records: readonly unknown[]; totalRecords: number };
}

/** The RecordsTable props that a list query and its page fill in. */
export function pagedTable(
  query: ListQuery,
  pager: RecordsPage,
): Pick<RecordsTableProps, 'loading' | 'shown' | 'total' | 'page' | 'limit' | 'onPage'> {
  return {
    loading: query.isPending,
    shown: query.data?.records.length ?? 0,
    total: query.data?.totalRecords ?? 0,
    page: pager.page,
    limit: pager.limit,
    onPage: pager.setPage,
  };
}
