import { Text } from '@mantine/core';
import type { AuctionRecord } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { Countdown } from '@/components/countdown/countdown';
import { When } from '@/components/when';

/** When an auction's bidding ends, and the time left: the same on its card and its list row. */
export function AuctionEnds({ auction }: { auction: AuctionRecord }) {
  const { t } = useTranslation(['lots', 'common']);
  return (
    <>
      <Text size="sm">
        <Text span c="dimmed">
          {t('card.biddingEnds')}
        </Text>{' '}
        {/* bdi: the date reads month first in Arabic too. */}
        <bdi data-testid="card-date">
          <When at={auction.date_closed} />
        </bdi>
      </Text>
      <Countdown
        size="xs"
        open={(auction.market_status ?? 'open') === 'open'}
        startsAt={auction.date_added}
        endsAt={auction.date_closed}
        sealed={false}
      />
    </>
  );
}
