import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuctionReplayView } from '@/features/replay/components/auction-replay-view';
import { LotReplayView } from '@/features/replay/components/lot-replay-view';
import { usePageTitle } from '@/lib/page-title';

/** /admin/replay/lot/:id?step=&bidder=: a lot's whole life on a scrubber. */
export function LotReplayRoute() {
  const { t } = useTranslation('replay');
  const { id = '' } = useParams();
  usePageTitle(t('title'));
  // Keyed by lot so another lot's replay starts with its own player state.
  return <LotReplayView key={id} id={id} />;
}

/** /admin/replay/auction/:id?step=: an auction's life, every lot's public view at the instant. */
export function AuctionReplayRoute() {
  const { t } = useTranslation('replay');
  const { id = '' } = useParams();
  usePageTitle(t('title'));
  return <AuctionReplayView key={id} id={id} />;
}
