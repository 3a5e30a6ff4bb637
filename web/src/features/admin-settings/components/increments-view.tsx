import { ActionIcon, Alert, Button, Group, NumberInput, Paper, Stack, Title } from '@mantine/core';
import type { IncrementRecord } from '@facet/event-schemas';
import { column, moneyValue } from '@/components/data-table/data-table.model';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import type { DataColumn } from '@/components/data-table/data-table.model';
import { showAlert } from '@/lib/alerts';
import { formatMoney } from '@/lib/format';
import { useIncrements, useReplaceIncrements, useSetDefaultIncrement } from '../api/increments';
import {
  addBand,
  type Band,
  bandsOf,
  fromOf,
  invalidBand,
  removeBand,
  setBand,
  toRows,
} from '../model/increment-bands';
import { Hint } from '@/components/hint';

const dollars = (v: string | number): number => (typeof v === 'number' ? v : Number(v) || 0);

/** /admin/increments: the table as saved, and a form that edits it without gaps or overlaps. */
export function IncrementsView() {
  const { t } = useTranslation('adminsettings');
  const query = useIncrements();
  const replace = useReplaceIncrements();
  const setDefault = useSetDefaultIncrement();
  const records = query.data?.records ?? [];
  const [bands, setBands] = useState<Band[]>([]);
  const [newAt, setNewAt] = useState<number | string>('');
  const [defaultIncrement, setDefaultIncrement] = useState<number | string>('');
  useEffect(() => setBands(bandsOf(query.data?.records ?? [])), [query.data]);
  useEffect(() => setDefaultIncrement(query.data?.bidIncrementDefault ?? ''), [query.data]);
  const bad = invalidBand(bands);
  const columns: DataColumn<IncrementRecord>[] = [
    {
      ...column('from', t('increments.from')),
      cell: (r) => formatMoney(r.from_amount),
      ...moneyValue((r) => r.from_amount),
    },
    {
      ...column('to', t('increments.to')),
      cell: (r) => (r.to_amount === null ? t('increments.openEnded') : formatMoney(r.to_amount)),
      ...moneyValue((r) => r.to_amount),
    },
    {
      ...column('increment', t('increments.increment')),
      cell: (r) => formatMoney(r.increment),
      ...moneyValue((r) => r.increment),
    },
  ];
  const save = () =>
    replace.mutate(toRows(bands), { onSuccess: () => showAlert(t('saved'), 'success') });
  return (
    <Stack>
      <Title order={2}>{t('increments.title')}</Title>
      <DataTable
        testId="increments"
        columns={columns}
        rows={records}
        total={records.length}
        loading={query.isLoading}
        rowKey={(r) => r.id}
        page={1}
        limit={Math.max(records.length, 1)}
        onPage={() => undefined}
        sort={null}
        onSort={() => undefined}
        csvFileName="bid-increments.csv"
      />
      <Paper withBorder p="md">
        <Stack>
          <Title order={3}>{t('increments.editTitle')}</Title>
          <Hint>{t('increments.editHint')}</Hint>
          {bands.map((b, i) => (
            <Group key={b.id ?? `new-${i}`} align="end" data-testid={`band-${i}`}>
              <NumberInput label={t('increments.from')} value={fromOf(bands, i)} disabled w={140} />
              {i < bands.length - 1 ? (
                <NumberInput
                  label={t('increments.to')}
                  data-testid={`band-${i}-to`}
                  value={b.to ?? ''}
                  min={0}
                  decimalScale={2}
                  onChange={(v) => setBands(setBand(bands, i, { to: dollars(v) }))}
                  w={140}
                />
              ) : (
                <NumberInput
                  label={t('increments.to')}
                  placeholder={t('increments.openEnded')}
                  disabled
                  w={140}
                />
              )}
              <NumberInput
                label={t('increments.increment')}
                data-testid={`band-${i}-increment`}
                value={b.increment}
                min={0}
                decimalScale={2}
                onChange={(v) => setBands(setBand(bands, i, { increment: dollars(v) }))}
                w={140}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('remove')}
                disabled={bands.length <= 1}
                onClick={() => setBands(removeBand(bands, i))}
                mb={4}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          <Group align="end">
            <NumberInput
              label={t('increments.newBandAt')}
              data-testid="band-new-at"
              value={newAt}
              onChange={setNewAt}
              min={0}
              decimalScale={2}
              w={200}
            />
            <Button
              variant="light"
              data-testid="band-add"
              disabled={bands.length > 0 && !(dollars(newAt) > fromOf(bands, bands.length - 1))}
              onClick={() => {
                setBands(addBand(bands, dollars(newAt), bands.at(-1)?.increment ?? 1));
                setNewAt('');
              }}
            >
              {t('increments.addBand')}
            </Button>
          </Group>
          {bad >= 0 && <Alert color="red">{t('increments.invalidBand', { band: bad + 1 })}</Alert>}
          <Group>
            <Button
              data-testid="increments-save"
              onClick={save}
              loading={replace.isPending}
              disabled={bad >= 0 || bands.length === 0}
            >
              {t('increments.saveTable')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Group align="end">
        <NumberInput
          label={t('increments.defaultIncrement')}
          value={defaultIncrement}
          onChange={setDefaultIncrement}
          min={0}
          decimalScale={2}
          w={200}
        />
        <Button
          variant="light"
          loading={setDefault.isPending}
          onClick={() =>
            setDefault.mutate(dollars(defaultIncrement), {
              onSuccess: () => showAlert(t('saved'), 'success'),
            })
          }
        >
          {t('increments.saveDefault')}
        </Button>
      </Group>
    </Stack>
  );
}
