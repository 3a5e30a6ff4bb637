import { Checkbox, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { DynamicFieldRecord } from '@facet/event-schemas';
import type { LotFormValues } from '../model/lot-form.values';

/** The admin's active lot fields (view_page 1), in their order, each as its field type asks. */
export function LotCustomFields({
  fields,
  form,
}: {
  fields: readonly DynamicFieldRecord[];
  form: UseFormReturnType<LotFormValues>;
}) {
  if (fields.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="lot-custom-fields">
      {fields.map((f) => {
        const path = `custom_fields.${f.id}`;
        const props = form.getInputProps(path);
        const common = {
          label: f.label,
          withAsterisk: f.is_required === 1,
          'data-testid': `custom-field-${f.id}`,
        };
        const value = form.values.custom_fields[f.id] ?? '';
        switch (f.field_type) {
          case 'textarea':
            return <Textarea key={f.id} {...common} {...props} value={value} rows={3} />;
          case 'select':
            return (
              <Select
                key={f.id}
                {...common}
                {...props}
                value={value || null}
                onChange={(v) => form.setFieldValue(path, v ?? '')}
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
                onChange={(e) => form.setFieldValue(path, e.currentTarget.checked ? '1' : '0')}
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
