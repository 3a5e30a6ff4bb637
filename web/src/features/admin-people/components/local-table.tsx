import { Stack, Title } from '@mantine/core';
import { DataTable } from '@/components/data-table/data-table';
import { type DataColumn, localPage } from '@/components/data-table/data-table.model';
import { stateProps, useDataTableState } from '@/components/data-table/use-data-table-state';

/** A short list the api sends whole (a user's dashboard): sorted and paged in the browser. */
export function LocalTable<T>(p: {
  title: string;
  testId: string;
  columns: DataColumn<T>[];
  rows: readonly T[];
  loading: boolean;
  rowKey: (row: T) => string;
}) {
  const table = useDataTableState(5);
  const shown = localPage(p.columns, p.rows, {
    search: table.search,
    sort: table.sort,
    page: table.page,
    limit: table.limit,
  });
  return (
    <Stack gap="xs">
      <Title order={3}>{p.title}</Title>
      <DataTable
        testId={p.testId}
        columns={p.columns}
        rows={shown.rows}
        total={shown.total}
        loading={p.loading}
        rowKey={p.rowKey}
        {...stateProps(table)}
        csvFileName={`${p.testId}.csv`}
      />
    </Stack>
  );
}
