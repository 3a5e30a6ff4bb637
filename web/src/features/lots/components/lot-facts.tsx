import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatWeight } from '@/lib/format';
import { lotLocationText, useSiteConfig } from '@/lib/site-config';
import type { Lot } from '../model/cached-lot';
import { LotFact } from './lot-fact';

/** Average size 0 or null shows 'N/A' (spec 2); a size is carats per stone, with its unit. */
export function averageSizeText(value: Lot['average_size'], na: string): string {
  const n = Number(value ?? 0);
  return !value || !Number.isFinite(n) || n === 0 ? na : formatWeight(n);
}

export function LotFacts({ lot }: { lot: Lot }) {
  const { t, i18n } = useTranslation(['lots', 'common']);
  const config = useSiteConfig();
  const location = lotLocationText(config.data, lot.location_id, i18n.language);
  const facts = [
    { label: t('detail.lotNumber'), value: String(lot.auction_lot ?? lot.id) },
    { label: t('detail.totalWeight'), value: formatWeight(lot.weight) },
    { label: t('detail.stones'), value: String(lot.total_stones ?? 0) },
    {
      label: t('detail.averageSize'),
      value: averageSizeText(lot.average_size, t('detail.notAvailable')),
    },
    ...(location ? [{ label: t('detail.location'), value: location }] : []),
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: facts.length }} spacing="xs" data-testid="lot-facts">
      {facts.map((f) => (
        <LotFact key={f.label} label={f.label} value={f.value} />
      ))}
    </SimpleGrid>
  );
}
