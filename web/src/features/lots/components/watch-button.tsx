import { ActionIcon, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useToggleWatchlist } from '../api/lot-actions';
import type { Lot } from '../model/cached-lot';

/** Shown to signed-in users only, for open lots (spec 4). */
export function WatchButton({ lot }: { lot: Lot }) {
  const { t } = useTranslation(['lots', 'common']);
  const { token } = useSession();
  const toggle = useToggleWatchlist();
  if (!token || lot.market_status !== 'open') return null;
  const watched = Boolean(Number(lot.watchlistid));
  const label = watched ? t('watchlist.remove') : t('watchlist.add');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={watched ? 'filled' : 'default'}
        color="red"
        aria-label={label}
        aria-pressed={watched}
        loading={toggle.isPending}
        onClick={(e) => {
          e.stopPropagation();
          toggle.mutate({ lot });
        }}
        data-testid="watch-toggle"
      >
        {watched ? '♥' : '♡'}
      </ActionIcon>
    </Tooltip>
  );
}
