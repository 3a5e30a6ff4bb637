import type { DataTableState } from '@/components/data-table/use-data-table-state';

/** A list the server pages in its own order (a history, the offers, a report): pages, no sort. */
export const pagedProps = (s: DataTableState) => ({
  page: s.page,
  limit: s.limit,
  onPage: s.setPage,
  sort: null,
  onSort: () => undefined,
});
