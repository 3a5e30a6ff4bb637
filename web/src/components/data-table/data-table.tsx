import { Button, Checkbox, Group, Stack, Table, TextInput, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordsTable } from '../records-table';
import { downloadCsv } from './csv-download';
import { type DataColumn, nextSort, type SortState, toCsv } from './data-table.model';

export interface DataTableProps<T> {
  testId: string;
  columns: readonly DataColumn<T>[];
  /** The rows shown now (this page). */
  rows: readonly T[];
  /** Rows in the whole list; undefined while a cursor-read list has more pages to load. */
  total: number | undefined;
  loading: boolean;
  rowKey: (row: T) => string;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  sort: SortState | null;
  onSort: (sort: SortState) => void;
  /** A free-text filter; the list goes back to its first page as it changes. */
  search?: { value: string; onChange: (value: string) => void; placeholder?: string };
  /** More filters beside the search box (status tabs, selects). */
  filters?: ReactNode;
  /** Rows can be ticked; the actions act on the ticked rows. */
  selection?: { selected: ReadonlySet<string>; onChange: (selected: Set<string>) => void };
  bulkActions?: (selected: string[]) => ReactNode;
  /** Offers 'Export CSV' of the rows shown, under this file name. */
  csvFileName?: string;
}

/** Every back-office list: sortable headers, filters, paging, ticked rows, CSV of what is shown. */
/**
 * A text cell (a date, a Latin name, a number) in its own direction: in Arabic a date must not
 * read 2026-24-11 (issue 27, item 13). Components (badges, amounts, buttons) isolate themselves.
 */
const isolated = (cell: ReactNode): ReactNode =>
  typeof cell === 'string' || typeof cell === 'number' ? <bdi>{cell}</bdi> : cell;

export function DataTable<T>(p: DataTableProps<T>) {
  const { t } = useTranslation('backoffice');
  const keys = p.rows.map(p.rowKey);
  const ticked = p.selection ? keys.filter((k) => p.selection?.selected.has(k)) : [];
  const allTicked = keys.length > 0 && ticked.length === keys.length;
  const tick = (changed: readonly string[], on: boolean) => {
    const next = new Set(p.selection?.selected);
    for (const key of changed) {
      if (on) next.add(key);
      else next.delete(key);
    }
    p.selection?.onChange(next);
  };
  const headers: ReactNode[] = p.columns.map((c) => {
    if (!c.sortable) return c.header;
    const dir = p.sort?.key === c.key ? p.sort.dir : null;
    return (
      <UnstyledButton
        fw={600}
        fz="sm"
        data-testid={`sort-${c.key}`}
        data-sort={dir ?? 'none'}
        aria-label={t('table.sortBy', { column: c.csvHeader })}
        onClick={() => p.onSort(nextSort(p.sort, c.key))}
      >
        {c.header} {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
      </UnstyledButton>
    );
  });
  if (p.selection)
    headers.unshift(
      <Checkbox
        aria-label={t('table.selectAll')}
        checked={allTicked}
        indeterminate={ticked.length > 0 && !allTicked}
        onChange={(e) => tick(keys, e.currentTarget.checked)}
      />,
    );
  return (
    <Stack>
      <Group justify="space-between" align="end">
        <Group align="end">
          {p.search && (
            <TextInput
              data-testid={`${p.testId}-search`}
              aria-label={t('table.search')}
              placeholder={p.search.placeholder ?? t('table.search')}
              value={p.search.value}
              onChange={(e) => p.search?.onChange(e.currentTarget.value)}
            />
          )}
          {p.filters}
        </Group>
        <Group>
          {p.bulkActions && ticked.length > 0 && (
            <Group data-testid={`${p.testId}-bulk`} gap="xs">
              {t('table.selected', { count: ticked.length })}
              {p.bulkActions(ticked)}
            </Group>
          )}
          {p.csvFileName && (
            <Button
              variant="default"
              disabled={p.rows.length === 0}
              data-testid={`${p.testId}-csv`}
              onClick={() => downloadCsv(p.csvFileName ?? 'export', toCsv(p.columns, p.rows))}
            >
              {t('table.exportCsv')}
            </Button>
          )}
        </Group>
      </Group>
      <RecordsTable
        loading={p.loading}
        shown={p.rows.length}
        total={p.total}
        headers={headers}
        testId={p.testId}
        page={p.page}
        limit={p.limit}
        onPage={p.onPage}
      >
        {p.rows.map((row, i) => {
          const key = keys[i] ?? String(i);
          return (
            <Table.Tr key={key} data-row={key}>
              {p.selection && (
                <Table.Td>
                  <Checkbox
                    aria-label={t('table.selectRow')}
                    checked={p.selection.selected.has(key)}
                    onChange={(e) => tick([key], e.currentTarget.checked)}
                  />
                </Table.Td>
              )}
              {p.columns.map((c) => (
                <Table.Td key={c.key}>{isolated(c.cell(row))}</Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </RecordsTable>
    </Stack>
  );
}
