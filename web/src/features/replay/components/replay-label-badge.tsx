import type { BuyerLabel } from '@facet/event-schemas';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';
import { labelParts } from '../model/buyer-label';

/** A bidder's label at the instant, worded as the lot card words it; a dash without one. */
export function ReplayLabelBadge({ label }: { label: BuyerLabel | null }) {
  const { t } = useTranslation('lots');
  if (!label) return <Text span>—</Text>;
  const { tone, key, reserveNotMet } = labelParts(label);
  return (
    <StatusBadge
      tone={tone}
      label={t(`labels.${key}`) + (reserveNotMet ? t('labels.reserveNotMet') : '')}
    />
  );
}
