import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ShippingRateTable } from '@facet/event-schemas';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { showAlert } from '@/lib/alerts';
import { formatDateTime } from '@/lib/format';
import { useSaveShippingRates, useShippingRates } from '../api/shipping-rates';
import {
  fallingBand,
  withBand,
  withBandAdded,
  withBandRemoved,
  withCountries,
} from '../model/shipping-rate-table';
import { ShippingServiceCard } from './shipping-service-card';

/** /admin/shipping-rates: zones by country, parcel weight bands, each service's prices. */
export function ShippingRatesView() {
  const { t } = useTranslation('adminsettings');
  const query = useShippingRates();
  const save = useSaveShippingRates();
  const [table, setTable] = useState<ShippingRateTable | null>(null);
  useEffect(() => setTable(query.data?.table ?? null), [query.data]);
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  if (!table || !query.data) return <PageLoader />;
  const falling = fallingBand(table);
  const onSave = () => save.mutate(table, { onSuccess: () => showAlert(t('saved'), 'success') });
  return (
    <Stack data-testid="shipping-rates">
      <Group justify="space-between">
        <Title order={2}>{t('shipping.title')}</Title>
        <Badge variant="light">{t('shipping.provider', { provider: query.data.provider })}</Badge>
      </Group>
      <RatesPanel title={t('shipping.zones')}>
        <Stack gap="xs">
          {table.zones.map((z, i) => (
            <TextInput
              key={z.id}
              label={`${z.name}${z.id === table.fallbackZoneId ? ` - ${t('shipping.restOfWorld')}` : ''}`}
              description={t('shipping.countries')}
              data-testid={`zone-${z.id}`}
              defaultValue={z.countries.join(', ')}
              onBlur={(e) => setTable(withCountries(table, i, e.currentTarget.value))}
            />
          ))}
        </Stack>
      </RatesPanel>
      <RatesPanel title={t('shipping.bands')}>
        <Group align="end">
          {table.bands.map((b, i) => (
            <Group key={i} gap={4} align="end">
              <NumberInput
                w={120}
                aria-label={t('shipping.band', { carats: b.upToPoints / 100 })}
                data-testid={`band-${i}`}
                decimalScale={2}
                min={0.01}
                value={b.upToPoints / 100}
                error={falling === i}
                onChange={(v) => setTable(withBand(table, i, Math.round(Number(v) * 100) || 0))}
              />
              {table.bands.length > 1 && (
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => setTable(withBandRemoved(table, i))}
                >
                  {t('remove')}
                </Button>
              )}
            </Group>
          ))}
          <Button variant="light" onClick={() => setTable(withBandAdded(table))}>
            {t('shipping.addBand')}
          </Button>
        </Group>
      </RatesPanel>
      <Text fw={600}>{t('shipping.services')}</Text>
      {table.services.map((s, i) => (
        <ShippingServiceCard key={s.id} table={table} index={i} onChange={setTable} />
      ))}
      <Group justify="flex-end">
        <Button
          data-testid="shipping-rates-save"
          loading={save.isPending}
          disabled={falling >= 0}
          onClick={onSave}
        >
          {t('save')}
        </Button>
      </Group>
      <RatesPanel title={t('shipping.history')}>
        {query.data.history.length === 0 ? (
          <Text c="dimmed">{t('shipping.noHistory')}</Text>
        ) : (
          <List data-testid="shipping-rates-history">
            {query.data.history.map((h) => (
              <List.Item key={h.at}>
                {t('shipping.changedBy', { at: formatDateTime(h.at), who: h.changed_by })}
              </List.Item>
            ))}
          </List>
        )}
      </RatesPanel>
    </Stack>
  );
}

/** One bordered part of the rates screen under its heading. */
function RatesPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Text fw={600} mb="xs">
        {title}
      </Text>
      {children}
    </Paper>
  );
}
