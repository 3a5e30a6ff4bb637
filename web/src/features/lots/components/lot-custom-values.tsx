import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActiveFields } from '@/lib/dynamic-fields';
import type { Lot } from '../model/cached-lot';

/** The values of the admin's active lot fields (view_page 1), labelled and in the admin's order. */
export function LotCustomValues({ lot }: { lot: Lot }) {
  const { t } = useTranslation('lotform');
  const fields = useActiveFields(1);
  const values = lot.custom_fields ?? {};
  const shown = (fields.data ?? []).filter((f) => (values[f.id] ?? '') !== '');
  if (shown.length === 0) return null;
  const text = (id: string, type: string) => {
    const v = values[id] ?? '';
    if (type !== 'checkbox') return v;
    return v === '1' ? t('admin.yes') : t('admin.no');
  };
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-testid="lot-custom-values">
      {shown.map((f) => (
        <Stack key={f.id} gap={0} data-testid={`lot-custom-value-${f.id}`}>
          <Text size="xs" c="dimmed">
            <bdi>{f.label}</bdi>
          </Text>
          <Text fw={600} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <bdi>{text(f.id, f.field_type)}</bdi>
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
