import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/page-title';

/** /admin/replay/lot/:id (issue 18): placeholder until the replay screen lands. */
export function LotReplayRoute() {
  const { t } = useTranslation('replay');
  usePageTitle(t('title'));
  return <h1>{t('title')}</h1>;
}

/** /admin/replay/auction/:id (issue 18): placeholder until the replay screen lands. */
export function AuctionReplayRoute() {
  const { t } = useTranslation('replay');
  usePageTitle(t('title'));
  return <h1>{t('title')}</h1>;
}
