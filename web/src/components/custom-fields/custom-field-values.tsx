import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActiveFields, type ViewPage } from '@/lib/dynamic-fields';

/**
 * The values of the admin's active fields of one view_page, labelled and in the admin's order;
 * a deactivated field's value is not shown. `name` prefixes the test ids (`lot-custom-values`).
 */
export function CustomFieldValues({
  viewPage,
  values,
  name,
}: {
  viewPage: ViewPage;
  values: Readonly<Record<string, string>> | undefined;
  name: string;
}) {
  const { t } = useTranslation('common');
  const fields = useActiveFields(viewPage);
  const kept = values ?? {};
  const shown = (fields.data ?? []).filter((f) => (kept[f.id] ?? '') !== '');
  if (shown.length === 0) return null;
  const text = (id: string, type: string) => {
    const v = kept[id] ?? '';
    if (type !== 'checkbox') return v;
    return v === '1' ? t('customFields.yes') : t('customFields.no');
  };
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-testid={`${name}-custom-values`}>
      {shown.map((f) => (
        <Stack key={f.id} gap={0} data-testid={`${name}-custom-value-${f.id}`}>
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
