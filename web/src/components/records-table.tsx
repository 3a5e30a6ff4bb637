import { Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from './pagination/pagination';

export interface RecordsTableProps {
  loading: boolean;
  /**
   * Rows on this page and in the whole list (spec: 'Showing x of y', 'No Records found'); a
   * list read by cursor has no total until its last page is in (undefined: 'Showing the first x').
   */
  shown: number;
  total: number | undefined;
  headers: readonly ReactNode[];
  testId: string;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  /** The rows, one `Table.Tr` each. */
  children: ReactNode;
}

/** A paged list the way every list screen shows one: loading, empty, count, table, pages. */
export function RecordsTable(p: RecordsTableProps) {
  const { t } = useTranslation('common');
  return (
    <Stack>
      {p.loading ? (
        <Skeleton h={200} />
      ) : p.shown === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('listing.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="showing">
            {p.total === undefined
              ? t('listing.showingSoFar', { displayed: p.shown })
              : t('listing.showing', { displayed: p.shown, total: p.total })}
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid={p.testId}>
              <Table.Thead>
                <Table.Tr>
                  {p.headers.map((h, i) => (
                    <Table.Th key={i}>{h}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{p.children}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <Pagination
        totalRecords={p.total ?? p.shown}
        limit={p.limit}
        page={p.page}
        onChange={p.onPage}
      />
    </Stack>
  );
}
