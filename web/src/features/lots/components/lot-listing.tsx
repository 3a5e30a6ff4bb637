import { Alert, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination/pagination';
import type { LotFilterParams } from '../api/lot-keys';
import { useLots } from '../api/search-lots';
import { isSealed } from '../model/lot-timing';
import { searchFiltersOf } from '../model/search-filters';
import { useLotRooms } from '../realtime/use-lot-realtime';
import { ListingControls } from './listing-controls';
import { LotCard } from './lot-card';
import { LotRow } from './lot-row';
import { OfferCard } from './offer-card';
import { SearchFilters } from './search-filters';
import { useLotDrawer } from './use-lot-drawer';
import { useListingState } from './use-listing-state';

export const LOADING_PLACEHOLDERS = 6;

export interface LotListingProps {
  filters?: LotFilterParams;
  withSearch?: boolean;
  /** /search's filters beside the title (category, condition, ..., price and weight ranges). */
  withFilters?: boolean;
}

export function LotListing({
  filters = {},
  withSearch = true,
  withFilters = false,
}: LotListingProps) {
  const { t } = useTranslation(['common', 'lots']);
  const state = useListingState();
  const [params] = useSearchParams();
  const chosen = withFilters ? searchFiltersOf(params) : {};
  const { open } = useLotDrawer();
  const query = useLots({
    limit: state.limit,
    page: state.page,
    orderby: state.orderby,
    filters: { ...filters, ...chosen, title: state.title || undefined },
  });
  const records = query.data?.records ?? [];
  const total = query.data?.totalRecords ?? 0;
  useLotRooms(records.map((l) => l.id));
  const grid = state.view === 'grid';
  return (
    <Stack gap="md">
      <ListingControls state={state} withSearch={withSearch} />
      {withFilters && <SearchFilters />}
      {query.isError && <Alert color="red">{t('errors.generic')}</Alert>}
      {query.isPending ? (
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
          <Text size="sm" c="dimmed" data-testid="showing">
            {t('listing.showing', { displayed: records.length, total })}
          </Text>
          {grid ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
              {records.map((lot) =>
                isSealed(lot) ? (
                  <OfferCard key={lot.id} lot={lot} onOpen={open} />
                ) : (
                  <LotCard key={lot.id} lot={lot} onOpen={open} />
                ),
              )}
            </SimpleGrid>
          ) : (
            <Stack gap="sm">
              {records.map((lot) => (
                <LotRow key={lot.id} lot={lot} onOpen={open} />
              ))}
            </Stack>
          )}
        </>
      )}
      <Pagination
        totalRecords={total}
        limit={state.limit}
        page={state.page}
        onChange={(page) => state.set({ page })}
      />
    </Stack>
  );
}
