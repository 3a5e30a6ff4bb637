import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/pagination/pagination';
import { useAuctions } from '../api/search-auctions';
import { AuctionCard } from './auction-card';
import { AuctionRow } from './auction-row';
import { ListingControls } from './listing-controls';
import { LOADING_PLACEHOLDERS } from './lot-listing';
import { useListingState } from './use-listing-state';

export function AuctionListing() {
  const { t } = useTranslation(['common', 'lots']);
  const state = useListingState();
  const query = useAuctions({
    limit: state.limit,
    page: state.page,
    orderby: state.orderby.replace(/^p\./, 'a.'),
    filters: { title: state.title || undefined },
  });
  const records = query.data?.records ?? [];
  const total = query.data?.totalRecords ?? 0;
  return (
    <Stack>
      <ListingControls state={state} withSearch />
      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
          {Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => (
            <Skeleton key={i} h={320} radius="md" />
          ))}
        </SimpleGrid>
      ) : records.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {t('listing.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('listing.showing', { displayed: records.length, total })}
          </Text>
          {state.view === 'grid' ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
              {records.map((a) => (
                <AuctionCard key={a.id} auction={a} />
              ))}
            </SimpleGrid>
          ) : (
            <Stack gap="sm">
              {records.map((a) => (
                <AuctionRow key={a.id} auction={a} />
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
