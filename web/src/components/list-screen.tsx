import { Stack, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { pagedTable, type RecordsPage } from './records-page';
import { RecordsTable } from './records-table';
import { RouteTabs, type RouteTabsProps } from './route-tabs';

/** One column of a list screen: its header and what a record shows in it. */
export interface ListColumn<T> {
  header: ReactNode;
  cell: (record: T) => ReactNode;
}

export interface ListScreenProps<T> {
  title: ReactNode;
  /** Filter tabs, each a route; switching goes back to the first page. */
  tabs?: Omit<RouteTabsProps, 'onSwitch'>;
  query: { isPending: boolean; data?: { records: readonly T[]; totalRecords: number } };
  pager: RecordsPage;
  columns: readonly ListColumn<T>[];
  rowKey: (record: T) => string;
  testId: string;
  rowTestId?: string;
}

/** A list screen (/invoices, /deposits, /transactions): its title, its tabs, its paged table. */
export function ListScreen<T>({ title, tabs, query, pager, columns, ...p }: ListScreenProps<T>) {
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {tabs && <RouteTabs {...tabs} onSwitch={() => pager.setPage(1)} />}
      <RecordsTable
        {...pagedTable(query, pager)}
        headers={columns.map((c) => c.header)}
        testId={p.testId}
      >
        {(query.data?.records ?? []).map((record) => (
          <Table.Tr key={p.rowKey(record)} data-testid={p.rowTestId}>
            {columns.map((c, i) => (
              <Table.Td key={i}>{c.cell(record)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </RecordsTable>
    </Stack>
  );
}
