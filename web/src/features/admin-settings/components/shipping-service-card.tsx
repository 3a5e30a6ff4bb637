import { Group, NumberInput, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import type { ShippingRateTable } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { centsOf, withDays, withPrice, withService } from '../model/shipping-rate-table';

interface Props {
  table: ShippingRateTable;
  index: number;
  onChange: (table: ShippingRateTable) => void;
}

const dollars = (cents: number) => cents / 100;

/** One service of the rate table: its names, insurance, and a price per zone and weight band. */
export function ShippingServiceCard({ table, index, onChange }: Props) {
  const { t } = useTranslation('adminsettings');
  const service = table.services[index]!;
  const id = `service-${service.id}`;
  return (
    <Paper withBorder p="md" data-testid={id}>
      <Stack gap="sm">
        <Group grow>
          <TextInput
            label={t('shipping.carrier')}
            value={service.carrier}
            onChange={(e) =>
              onChange(withService(table, index, { carrier: e.currentTarget.value }))
            }
          />
          <TextInput
            label={t('shipping.service')}
            value={service.service}
            onChange={(e) =>
              onChange(withService(table, index, { service: e.currentTarget.value }))
            }
          />
        </Group>
        <Group grow>
          <NumberInput
            label={t('shipping.insurance')}
            data-testid={`${id}-insurance`}
            decimalScale={2}
            min={0}
            value={service.insuranceCentiPerMille / 100}
            onChange={(v) =>
              onChange(withService(table, index, { insuranceCentiPerMille: centsOf(v) }))
            }
          />
          <NumberInput
            label={t('shipping.minimum')}
            decimalScale={2}
            min={0}
            value={dollars(service.insuranceMinimum)}
            onChange={(v) => onChange(withService(table, index, { insuranceMinimum: centsOf(v) }))}
          />
          <NumberInput
            label={t('shipping.maxValue')}
            decimalScale={2}
            min={0}
            value={service.maxDeclaredValue === null ? '' : dollars(service.maxDeclaredValue)}
            onChange={(v) =>
              onChange(
                withService(table, index, { maxDeclaredValue: v === '' ? null : centsOf(v) }),
              )
            }
          />
        </Group>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shipping.zoneName')}</Table.Th>
              <Table.Th>{t('shipping.days')}</Table.Th>
              {table.bands.map((b, i) => (
                <Table.Th key={i}>{t('shipping.band', { carats: b.upToPoints / 100 })}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {service.rates.map((r) => (
              <Table.Tr key={r.zoneId}>
                <Table.Td>
                  <Text size="sm">
                    {table.zones.find((z) => z.id === r.zoneId)?.name ?? r.zoneId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('shipping.days')}
                    min={1}
                    allowDecimal={false}
                    value={r.days}
                    onChange={(v) => onChange(withDays(table, index, r.zoneId, Number(v) || 1))}
                  />
                </Table.Td>
                {r.prices.map((p, band) => (
                  <Table.Td key={band}>
                    <NumberInput
                      aria-label={t('shipping.price')}
                      data-testid={`${id}-${r.zoneId}-${band}`}
                      decimalScale={2}
                      min={0}
                      value={dollars(p)}
                      onChange={(v) =>
                        onChange(withPrice(table, index, r.zoneId, band, centsOf(v)))
                      }
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
