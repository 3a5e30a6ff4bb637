import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';
import { useSession } from '@/lib/session';
import { bidderLabel } from '../model/bidder-label';
import type { Lot } from '../model/cached-lot';

export function BidderLabelBadge({ lot }: { lot: Lot }) {
  const { t } = useTranslation(['lots', 'common']);
  const { user } = useSession();
  const label = bidderLabel(lot, user ? String(user.id) : null);
  if (!label) return null;
  const text = t(`labels.${label.key}`) + (label.reserveNotMet ? t('labels.reserveNotMet') : '');
  // Awaiting the seller's approval is still pending, in the pending tone.
  const tone = label.key === 'awaitingApproval' ? 'pending' : label.key;
  return <StatusBadge tone={tone} label={text} />;
}
