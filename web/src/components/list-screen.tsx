import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type ListQuery, pagedTable, type RecordsPage } from './records-page';
import { RecordsTable, type RecordsTableProps } from './records-table';
import { RouteTabs, type RouteTabsProps } from './route-tabs';

export type ListScreenProps = Omit<
  RecordsTableProps,
  'loading' | 'shown' | 'total' | 'page' | 'limit' | 'onPage'
> & {
  title: ReactNode;
  /** Filter tabs, each a route; switching goes back to the first page. */
  tabs?: Omit<RouteTabsProps, 'onSwitch'>;
  query: ListQuery;
  pager: RecordsPage;
};

/** A list screen (/invoices, /deposits, /transactions): its title, its tabs, its paged table. */
export function ListScreen({ title, tabs, query, pager, ...table }: ListScreenProps) {
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {tabs && <RouteTabs {...tabs} onSwitch={() => pager.setPage(1)} />}
      <RecordsTable {...pagedTable(query, pager)} {...table} />
    </Stack>
  );
}
