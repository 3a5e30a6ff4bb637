import { Button } from '@mantine/core';
import type { DataColumn } from '@/components/data-table/data-table.model';

/** The last column of an admin list: a button that opens the row in its form. */
export const editColumn = <T,>(
  label: string,
  onEdit: (row: T) => void,
  testId?: (row: T) => string,
): DataColumn<T> => ({
  key: 'actions',
  header: '',
  csvHeader: '',
  cell: (r) => (
    <Button size="compact-sm" variant="light" data-testid={testId?.(r)} onClick={() => onEdit(r)}>
      {label}
    </Button>
  ),
});
