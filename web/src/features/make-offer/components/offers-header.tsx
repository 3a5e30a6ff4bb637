import { SegmentedControl, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OFFER_FILTERS, type OfferStatusFilter } from '../model/offer-status';
import { Hint } from '@/components/hint';

/** A make-offers page's title, its hint, and the status filter (a new filter starts at page 1). */
export function OffersHeader({
  view,
  status,
  onStatus,
}: {
  view: 'mine' | 'received';
  status: OfferStatusFilter;
  onStatus: (status: OfferStatusFilter) => void;
}) {
  const { t } = useTranslation('makeoffer');
  return (
    <>
      <Title order={1}>{t(`${view}.title`)}</Title>
      <Hint>{t(`${view}.hint`)}</Hint>
      <SegmentedControl
        aria-label={t('filter')}
        value={status}
        onChange={(v) => onStatus(v as OfferStatusFilter)}
        data={OFFER_FILTERS.map((f) => ({ value: f, label: t(`status.${f}`) }))}
      />
    </>
  );
}
