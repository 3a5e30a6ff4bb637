import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/pagination/pagination';
import type { ListingState } from './use-listing-state';
import { Hint } from '@/components/hint';

export const LOADING_PLACEHOLDERS = 6;

/**
 * One page of a public listing (lots or auctions): placeholders while it loads, 'No records' when
 * empty, else 'Showing n of total' over the cards (grid view) or the rows (list view), then paging.
 */
export function ListingResults<T>(p: {
  state: ListingState;
  pending: boolean;
  records: T[];
  total: number;
  card: (record: T) => ReactNode;
  row: (record: T) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const { state, records, total } = p;
  return (
    <>
      {p.pending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} data-testid="loading">
          {Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => (
            <Skeleton key={i} h={320} radius="md" data-testid="placeholder" />
          ))}
        </SimpleGrid>
      ) : records.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl" data-testid="empty">
          {t('listing.empty')}
        </Text>
      ) : (
        <>
          <Hint testId="showing">{t('listing.showing', { displayed: records.length, total })}</Hint>
          {state.view === 'grid' ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
              {records.map(p.card)}
            </SimpleGrid>
          ) : (
            <Stack gap="sm">{records.map(p.row)}</Stack>
          )}
        </>
      )}
      <Pagination
        totalRecords={total}
        limit={state.limit}
        page={state.page}
        onChange={(page) => state.set({ page })}
      />
    </>
  );
}
