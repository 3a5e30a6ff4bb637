import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router';
import type { MyArea } from '@/features/lots/api/my-lots';
import { LotDrawer } from '@/features/lots/components/lot-drawer';
import { MyLotsView } from '@/features/lots/components/my-lots-view';
import { MyBidTotals } from '@/features/market/components/my-bid-totals';
import { WatchedAuctions } from '@/features/watchlist/components/watched-auctions';
import { WhyThisPriceButton } from '@/features/replay/components/why-this-price-button';
import { usePageTitle } from '@/lib/page-title';

export function MyLotsRoute() {
  const { t } = useTranslation(['lots', 'common']);
  const { type = 'all' } = useParams();
  const area = ((useMatches().at(-1)?.handle as { area?: MyArea } | undefined)?.area ??
    'auctions') as MyArea;
  usePageTitle(t(`mine.${area}`));
  return (
    <Container size="xl" py="xl">
      {area === 'auctions' && <MyBidTotals />}
      {/* My Bids: every lot there is one the user bid on, so each can explain its price. */}
      <MyLotsView
        area={area}
        type={type}
        bidAction={
          area === 'auctions'
            ? (lot) => <WhyThisPriceButton lotId={lot.id} perCarat={lot.pricing === 'per_carat'} />
            : undefined
        }
        panel={area === 'watchlist' && type === 'auctions' ? <WatchedAuctions /> : undefined}
      />
      <LotDrawer />
    </Container>
  );
}
