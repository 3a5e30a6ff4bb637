import type { SizeBand } from '@facet/event-schemas';
import { Card, Select, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { usePriceTrend } from '../api/manifest';
import { Hint } from '@/components/hint';

const BANDS: readonly SizeBand[] = ['all', 'under-1ct', '1-2ct', '2-5ct', '5-10ct', '10ct-plus'];

/**
 * The market-price index (the spec's `chartmetric` call): price per carat of sold lots by month,
 * with the source the server names (offline by default: this marketplace's own sales).
 */
export function PriceTrendCard() {
  const { t } = useTranslation('market');
  const [band, setBand] = useState<SizeBand>('all');
  const trend = usePriceTrend(band).data;
  return (
    <Card withBorder padding="md" data-testid="price-trend">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('trend.title')}
        </Title>
        <Select
          label={t('trend.band')}
          w={200}
          allowDeselect={false}
          value={band}
          data={BANDS.map((b) => ({ value: b, label: t(`trend.bands.${b}`) }))}
          onChange={(v) => v && setBand(v as SizeBand)}
        />
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('trend.month')}</Table.Th>
              <Table.Th>{t('trend.lots')}</Table.Th>
              <Table.Th>{t('trend.perCarat')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(trend?.points ?? []).map((p) => (
              <Table.Tr key={p.period}>
                <Table.Td>{p.period}</Table.Td>
                <Table.Td>{p.lots}</Table.Td>
                <Table.Td>
                  {p.price_per_carat === null ? '–' : formatMoney(p.price_per_carat)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {trend && (
          <Hint size="xs" testId="price-trend-source">
            {t('trend.source', { source: trend.source })}
          </Hint>
        )}
      </Stack>
    </Card>
  );
}
