import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuctions } from '../api/search-auctions';
import { HOME_AUCTIONS } from '../model/responsive-counts';
import { AuctionCard } from './auction-card';

/** Home auctions: limit 12, page 1, close date ascending (spec 7). */
export function HomeAuctions({ title }: { title: string }) {
  const { t } = useTranslation(['common', 'lots']);
  // Active & Upcoming: a closed auction is not listed here.
  const query = useAuctions({
    limit: HOME_AUCTIONS,
    page: 1,
    orderby: 'a.date_closed asc',
    filters: { market_status: 'open' },
  });
  const records = query.data?.records ?? [];
  return (
    <Stack gap="sm" data-testid="home-auctions">
      <Title order={2}>{title}</Title>
      {query.isPending ? (
        <Skeleton h={320} />
      ) : records.length === 0 ? (
        <Text c="dimmed">{t('listing.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
          {records.map((a) => (
            <AuctionCard key={a.id} auction={a} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
