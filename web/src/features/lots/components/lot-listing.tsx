import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LotFilterParams } from '../api/lot-keys';
import { useLots } from '../api/search-lots';
import { isSealed } from '../model/lot-timing';
import { searchFiltersOf } from '../model/search-filters';
import { useLotRooms } from '../realtime/use-lot-realtime';
import { ListingControls } from './listing-controls';
import { ListingResults } from './listing-results';
import { LotCard } from './lot-card';
import { LotRow } from './lot-row';
import { OfferCard } from './offer-card';
import { SearchFilters } from './search-filters';
import { useLotDrawer } from './use-lot-drawer';
import { useListingState } from './use-listing-state';

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
  useLotRooms(records.map((l) => l.id));
  return (
    <Stack gap="md">
      <ListingControls state={state} withSearch={withSearch} />
      {withFilters && <SearchFilters />}
      {query.isError && <Alert color="red">{t('errors.generic')}</Alert>}
      <ListingResults
        state={state}
        pending={query.isPending}
        records={records}
        total={query.data?.totalRecords ?? 0}
        card={(lot) =>
          isSealed(lot) ? (
            <OfferCard key={lot.id} lot={lot} onOpen={open} />
          ) : (
            <LotCard key={lot.id} lot={lot} onOpen={open} />
          )
        }
        row={(lot) => <LotRow key={lot.id} lot={lot} onOpen={open} />}
      />
    </Stack>
  );
}
