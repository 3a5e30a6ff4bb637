import { Stack, Title } from '@mantine/core';
import { DataTable } from '@/components/data-table/data-table';
import type { DataColumn } from '@/components/data-table/data-table.model';
import { localTableProps, useDataTableState } from '@/components/data-table/use-data-table-state';

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
  return (
    <Stack gap="xs">
      <Title order={3}>{p.title}</Title>
      <DataTable
        testId={p.testId}
        {...localTableProps(p.columns, p.rows, table)}
        loading={p.loading}
        rowKey={p.rowKey}
        csvFileName={`${p.testId}.csv`}
      />
    </Stack>
  );
}
