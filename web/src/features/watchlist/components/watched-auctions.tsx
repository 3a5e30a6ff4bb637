import { Anchor, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '@/components/pagination/pagination';
import { formatDate, formatTime, isolate } from '@/lib/format';
import { useFollowedSellers, useFollowSeller } from '../api/followers';
import { useToggleAuctionWatch, useWatchedAuctions } from '../api/watched-auctions';
import { follows } from '../model/follow-rules';
import { FollowedSellers } from './followed-sellers';

const LIMIT = 12;

/** The watchlist's auctions tab: each watched auction, unwatch, follow its seller (rating 5). */
export function WatchedAuctions() {
  const { t } = useTranslation(['watchlist', 'common']);
  const [page, setPage] = useState(1);
  const query = useWatchedAuctions(page, LIMIT);
  const followed = useFollowedSellers().data?.records ?? [];
  const toggle = useToggleAuctionWatch();
  const follow = useFollowSeller();
  const records = query.data?.records ?? [];
  return (
    <Stack>
      {query.isPending ? (
        <Skeleton h={120} />
      ) : records.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('auction.none')}
        </Text>
      ) : (
        records.map((a) => {
          const following = follows(followed, a.seller_id);
          return (
            <Card key={a.id} withBorder padding="sm" data-testid="watched-auction">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Anchor component={Link} to={`/liveAuction/${a.id}`} fw={600}>
                    <bdi>{a.title}</bdi>
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t('auction.closes', {
                      date: isolate(`${formatDate(a.date_closed)} ${formatTime(a.date_closed)}`),
                      count: a.lot_count,
                    })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    variant={following ? 'light' : 'filled'}
                    loading={follow.isPending && follow.variables?.sellerId === a.seller_id}
                    onClick={() => follow.mutate({ sellerId: a.seller_id, following })}
                    data-testid="follow-seller"
                  >
                    {following ? t('followers.unfollow') : t('followers.follow')}
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => toggle.mutate({ auctionId: a.id, watched: true })}
                  >
                    {t('auction.unwatch')}
                  </Button>
                </Group>
              </Group>
            </Card>
          );
        })
      )}
      <Pagination
        totalRecords={query.data?.totalRecords ?? 0}
        limit={LIMIT}
        page={page}
        onChange={setPage}
      />
      <FollowedSellers />
    </Stack>
  );
}
