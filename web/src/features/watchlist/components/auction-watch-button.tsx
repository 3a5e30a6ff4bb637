import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useToggleAuctionWatch, useWatchedAuctions } from '../api/watched-auctions';

/** On the auction page, for signed-in buyers: watch the whole auction (spec 7, auction watchlist). */
export function AuctionWatchButton({ auctionId }: { auctionId: string }) {
  const { t } = useTranslation('watchlist');
  const { token } = useSession();
  // The watch list holds at most a page of 100 auctions here: enough to know this one's state.
  const watched = useWatchedAuctions(1, 100, Boolean(token));
  const toggle = useToggleAuctionWatch();
  if (!token) return null;
  const isWatched = (watched.data?.records ?? []).some((a) => a.id === auctionId);
  return (
    <Button
      variant={isWatched ? 'filled' : 'default'}
      color="red"
      w="fit-content"
      loading={toggle.isPending || watched.isPending}
      aria-pressed={isWatched}
      onClick={() => toggle.mutate({ auctionId, watched: isWatched })}
      data-testid="auction-watch-toggle"
    >
      {isWatched ? t('auction.unwatch') : t('auction.watch')}
    </Button>
  );
}
