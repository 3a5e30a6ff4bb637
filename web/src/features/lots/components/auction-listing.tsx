import { Stack } from '@mantine/core';
import { useAuctions } from '../api/search-auctions';
import { AuctionCard } from './auction-card';
import { AuctionRow } from './auction-row';
import { ListingControls } from './listing-controls';
import { ListingResults } from './listing-results';
import { useListingState } from './use-listing-state';

export function AuctionListing() {
  const state = useListingState();
  const query = useAuctions({
    limit: state.limit,
    page: state.page,
    orderby: state.orderby.replace(/^p\./, 'a.'),
    filters: { title: state.title || undefined },
  });
  return (
    <Stack>
      <ListingControls state={state} withSearch />
      <ListingResults
        state={state}
        pending={query.isPending}
        records={query.data?.records ?? []}
        total={query.data?.totalRecords ?? 0}
        card={(a) => <AuctionCard key={a.id} auction={a} />}
        row={(a) => <AuctionRow key={a.id} auction={a} />}
      />
    </Stack>
  );
}
