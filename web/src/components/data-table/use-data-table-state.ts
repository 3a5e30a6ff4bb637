import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { type DataColumn, localPage, type SortState } from './data-table.model';

export interface DataTableState {
  page: number;
  limit: number;
  setPage: (page: number) => void;
  sort: SortState | null;
  setSort: (sort: SortState) => void;
  /** What the search box holds, and the settled term a query should use. */
  search: string;
  setSearch: (value: string) => void;
  searchTerm: string;
  /** Back to the first page with nothing ticked (a tab switched, a bulk action done). */
  reset: () => void;
  selected: ReadonlySet<string>;
  setSelected: (selected: Set<string>) => void;
}

/** A list's table state: a changed sort or search starts again from the first page. */
export function useDataTableState(limit = 10, initialSort: SortState | null = null) {
  const [page, setPage] = useState(1);
  const [sort, setSortState] = useState<SortState | null>(initialSort);
  const [search, setSearchState] = useState('');
  const [searchTerm] = useDebouncedValue(search.trim(), 300);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const state: DataTableState = {
    page,
    limit,
    setPage,
    sort,
    setSort: (s) => {
      setSortState(s);
      setPage(1);
    },
    search,
    setSearch: (v) => {
      setSearchState(v);
      setPage(1);
    },
    searchTerm,
    reset: () => {
      setPage(1);
      setSelected(new Set());
    },
    selected,
    setSelected,
  };
  return state;
}

/** The DataTable props a table state fills in. */
export const stateProps = (s: DataTableState) => ({
  page: s.page,
  limit: s.limit,
  onPage: s.setPage,
  sort: s.sort,
  onSort: s.setSort,
  search: { value: s.search, onChange: s.setSearch },
});

/** A list the server pages in its own order (a history, the offers, a report): pages, no sort. */
export const pagedProps = (s: Pick<DataTableState, 'page' | 'limit' | 'setPage'>) => ({
  page: s.page,
  limit: s.limit,
  onPage: s.setPage,
  sort: null,
  onSort: () => undefined,
});

/** For a list whose rows can be ticked. */
export const selectionProps = (s: DataTableState) => ({
  selection: { selected: s.selected, onChange: s.setSelected },
});

/** A page of a list as its query returns it: the page's `records` and the list's `totalRecords`. */
export interface PagedQuery<T> {
  isPending: boolean;
  data?: { records: readonly T[]; totalRecords: number };
}

/** The DataTable props a list query fills in: this page's rows, the whole list's count. */
export const queryProps = <T>(query: PagedQuery<T>) => ({
  rows: query.data?.records ?? [],
  total: query.data?.totalRecords ?? 0,
  loading: query.isPending,
});

/**
 * A list held whole in the browser, on a DataTable: its columns, the page of rows the state shows
 * (searched as typed, sorted, paged by `localPage`), the list's total and the state's props.
 */
export const localTableProps = <T>(
  columns: readonly DataColumn<T>[],
  records: readonly T[],
  s: DataTableState,
) => ({
  columns,
  ...localPage(columns, records, { search: s.search, sort: s.sort, page: s.page, limit: s.limit }),
  ...stateProps(s),
});
