import {
  Button,
  ColorInput,
  Group,
  NumberInput,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { SiteTableRow } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressPlaceFields } from '@/components/address-fields/address-fields';
import { ImageUploader } from '@/components/image-uploader/image-uploader';
import { formValues, type TableColumn } from '../model/site-table-columns';
import type { RowValues } from '../api/site-table';

interface Props {
  columns: readonly TableColumn[];
  row: SiteTableRow | null;
  busy: boolean;
  onSave: (values: RowValues) => void;
  onCancel: () => void;
}

/** One row of a configuration table: a field per column, an uploader for an image column. */
export function SiteTableForm({ columns, row, busy, onSave, onCancel }: Props) {
  const { t } = useTranslation('adminsettings');
  const [form, setForm] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      columns.map((c) => [c.key, row?.[c.key] === undefined ? '' : String(row[c.key])]),
    ),
  );
  const [active, setActive] = useState(String(row?.['active'] ?? 1));
  const set = (key: string, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const label = (c: TableColumn) => t(`tables.columns.${c.key}` as 'tables.columns.title');
  return (
    <Stack>
      {columns.map((c) => {
        const common = { label: label(c), required: c.required, 'data-testid': `row-${c.key}` };
        const value = form[c.key] ?? '';
        switch (c.kind) {
          case 'image':
            return (
              <ImageUploader
                key={c.key}
                label={label(c)}
                multiple={false}
                withCaptions={false}
                value={
                  value ? [{ file_name: value, filename: '', title: '', description: '' }] : []
                }
                onChange={(images) => set(c.key, images[0]?.file_name ?? '')}
              />
            );
          case 'long':
            return (
              <Textarea
                key={c.key}
                {...common}
                autosize
                minRows={3}
                value={value}
                onChange={(e) => set(c.key, e.currentTarget.value)}
              />
            );
          case 'int':
            return (
              <NumberInput
                key={c.key}
                {...common}
                allowDecimal={false}
                value={value}
                onChange={(v) => set(c.key, String(v))}
              />
            );
          case 'direction':
            return (
              <Select
                key={c.key}
                {...common}
                allowDeselect={false}
                value={value || null}
                onChange={(v) => set(c.key, v ?? '')}
                data={(['ltr', 'rtl'] as const).map((d) => ({
                  value: d,
                  label: t(`tables.directions.${d}`),
                }))}
              />
            );
          case 'country':
            return (
              <AddressPlaceFields
                key={c.key}
                withZip={false}
                value={{
                  country: form['country'] ?? '',
                  state: form['state'] ?? '',
                  city: form['city'] ?? '',
                  zip: '',
                }}
                onChange={({ zip: _zip, ...place }) => setForm((f) => ({ ...f, ...place }))}
              />
            );
          case 'state':
          case 'city':
            // Edited with the country, above.
            return null;
          case 'color':
            return (
              <ColorInput
                key={c.key}
                {...common}
                format="hex"
                value={value}
                onChange={(v) => set(c.key, v)}
              />
            );
          default:
            return (
              <TextInput
                key={c.key}
                {...common}
                value={value}
                onChange={(e) => set(c.key, e.currentTarget.value)}
              />
            );
        }
      })}
      <Select
        label={t('tables.active')}
        data-testid="row-active"
        allowDeselect={false}
        value={active}
        onChange={(v) => setActive(v ?? '1')}
        data={['1', '0', '2'].map((v) => ({
          value: v,
          label: t(`tables.activeValues.${v}` as 'tables.activeValues.1'),
        }))}
      />
      <Group justify="end">
        <Button variant="default" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button
          data-testid="row-save"
          loading={busy}
          onClick={() => onSave(formValues(columns, form, Number(active)))}
        >
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
