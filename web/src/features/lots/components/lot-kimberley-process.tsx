import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/lib/countries';
import type { Lot } from '../model/cached-lot';
import { LotFact } from './lot-fact';

/**
 * A rough lot's Kimberley Process papers as buyers see them (issue 30): the certificate number,
 * the country of origin in the reader's language and the exporting authority. Nothing for a lot
 * without papers (polished, jewellery).
 */
export function LotKimberleyProcess({ lot }: { lot: Pick<Lot, 'kimberley_process'> }) {
  const { t, i18n } = useTranslation('lots');
  const kp = lot.kimberley_process;
  if (!kp) return null;
  const facts = [
    { key: 'certificate', label: t('detail.kp.certificate'), value: kp.certificate },
    {
      key: 'origin',
      label: t('detail.kp.origin'),
      value: kp.origin_country && countryName(kp.origin_country, i18n.language),
    },
    { key: 'authority', label: t('detail.kp.authority'), value: kp.exporting_authority },
  ].filter((f) => f.value);
  return (
    <Stack gap={4} data-testid="lot-kimberley-process">
      <Text size="sm" fw={600}>
        {t('detail.kp.title')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: facts.length }} spacing="xs">
        {facts.map((f) => (
          <LotFact key={f.key} label={f.label} value={f.value ?? ''} testId={`lot-kp-${f.key}`} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
