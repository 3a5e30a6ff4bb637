import { useTranslation } from 'react-i18next';
import { useMyBidTotals } from '../api/market-summary';
import { Hint } from '@/components/hint';

/** On My Bids: how many lots the buyer bid on and how many they won. */
export function MyBidTotals() {
  const { t } = useTranslation('market');
  const totals = useMyBidTotals().data;
  if (!totals) return null;
  return (
    <Hint testId="my-bid-totals">{t('myTotals', { placed: totals.placed, won: totals.won })}</Hint>
  );
}
