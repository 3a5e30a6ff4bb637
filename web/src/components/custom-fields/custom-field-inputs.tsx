import { Checkbox, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { DynamicFieldRecord } from '@facet/event-schemas';
import type { WithCustomFields } from './custom-field.rules';

/**
 * The admin's active fields of one view_page (lot, auction, user or template), in their order,
 * each as its field type asks; the form keeps them under `custom_fields.<id>`.
 */
export function CustomFieldInputs<V extends WithCustomFields>({
  fields,
  form,
  testId = 'custom-fields',
}: {
  fields: readonly DynamicFieldRecord[];
  form: UseFormReturnType<V>;
  testId?: string;
}) {
  if (fields.length === 0) return null;
  // Mantine types paths from the values; a field id is only known at run time.
  const at = (id: string) => `custom_fields.${id}` as Parameters<typeof form.getInputProps>[0];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid={testId}>
      {fields.map((f) => {
        const path = at(f.id);
        const props = form.getInputProps(path);
        const set = (v: string) => form.setFieldValue(path, v as never);
        const common = {
          label: f.label,
          withAsterisk: f.is_required === 1,
          'data-testid': `custom-field-${f.id}`,
        };
        const value = form.values.custom_fields[f.id] ?? '';
        switch (f.field_type) {
          case 'textarea':
            return <Textarea key={f.id} {...common} {...props} value={value} />;
          case 'select':
            return (
              <Select
                key={f.id}
                {...common}
                {...props}
                value={value || null}
                onChange={(v) => set(v ?? '')}
                data={f.options}
              />
            );
          case 'checkbox':
            return (
              <Checkbox
                key={f.id}
                {...common}
                mt="lg"
                error={props.error}
                checked={value === '1'}
                onChange={(e) => set(e.currentTarget.checked ? '1' : '0')}
              />
            );
          default:
            return (
              <TextInput
                key={f.id}
                {...common}
                {...props}
                value={value}
                inputMode={f.field_type === 'number' ? 'decimal' : undefined}
              />
            );
        }
      })}
    </SimpleGrid>
  );
}
