import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Countdown } from '@/components/countdown/countdown';
import { CustomFieldValues } from '@/components/custom-fields/custom-field-values';
import { HtmlContent } from '@/components/html-content';
import { useAuction } from '@/features/lots/api/search-auctions';
import { LotDrawer } from '@/features/lots/components/lot-drawer';
import { LotListing } from '@/features/lots/components/lot-listing';
import { BookViewingLink } from '@/features/viewings/components/viewing-links';
import { ManifestButton } from '@/features/market/components/manifest-button';
import { AuctionWatchButton } from '@/features/watchlist/components/auction-watch-button';
import { SpendingCapPanel } from '@/features/spending-cap/components/spending-cap-panel';
import { TenderLinks } from '@/features/tenders/components/tender-links';
import { When } from '@/components/when';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';

export function LiveAuctionRoute() {
  const { t } = useTranslation(['common', 'lots']);
  const { aid = '' } = useParams();
  const auction = useAuction(aid).data;
  const { user } = useSession();
  usePageTitle(auction?.title ?? t('titles.liveAuction'));
  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Title order={1}>{auction?.title ?? t('titles.liveAuction')}</Title>
        {auction && (
          <>
            <Text size="sm">
              <Text span c="dimmed">
                {t('lots:card.biddingEnds')}
              </Text>{' '}
              <bdi>
                <When at={auction.date_closed} />
              </bdi>
            </Text>
            <Countdown
              open={(auction.market_status ?? 'open') === 'open'}
              startsAt={auction.date_added}
              endsAt={auction.date_closed}
              sealed={false}
            />
            {/* Rough is bought after viewing: a signed-in buyer books a seat before bidding. */}
            {user && (auction.market_status ?? 'open') === 'open' && (
              <BookViewingLink auctionId={aid} />
            )}
            <Group gap="sm">
              <AuctionWatchButton auctionId={auction.id} />
              <ManifestButton auctionId={auction.id} />
            </Group>
            <TenderLinks auctionId={aid} />
            {/* Issue 30: the buyer's cap on what they win across this auction's lots. */}
            {user && (auction.market_status ?? 'open') === 'open' && (
              <SpendingCapPanel auctionId={aid} />
            )}
            <CustomFieldValues viewPage={2} values={auction.custom_fields} name="auction" />
            <HtmlContent html={auction.description} />
          </>
        )}
        <LotListing filters={{ auctionid: aid }} />
      </Stack>
      <LotDrawer />
    </Container>
  );
}
