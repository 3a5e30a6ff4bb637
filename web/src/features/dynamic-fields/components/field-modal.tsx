import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DynamicFieldRecord } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import {
  FIELD_TYPES,
  type FieldFormValues,
  type FieldRequest,
  fieldFormValues,
  toFieldRequest,
} from '../model/field-form';
import { AdminFormModal } from './admin-form-modal';
import { formFields } from '@/lib/form-fields';

export interface FieldModalProps {
  viewPage: DynamicFieldRecord['view_page'];
  /** The field being edited; none to add one. */
  field?: DynamicFieldRecord;
  busy: boolean;
  onSave: (request: FieldRequest) => void;
  onClose: () => void;
}

/** Add or edit one dynamic field: label, type, a select's options, required. */
export function FieldModal({ viewPage, field, busy, onSave, onClose }: FieldModalProps) {
  const { t } = useTranslation('lotform');
  const form = useForm<FieldFormValues>({
    initialValues: fieldFormValues(field),
    validate: {
      label: (v) => (v.trim() ? null : t('validation.required')),
      options: (v, all) =>
        all.field_type === 'select' && !v.trim() ? t('validation.required') : null,
    },
  });
  const input = formFields(form, 'field');
  return (
    <AdminFormModal
      name="field"
      title={field ? t('admin.modal.editTitle') : t('admin.modal.addTitle')}
      busy={busy}
      onSubmit={form.onSubmit((v) => onSave(toFieldRequest(v, viewPage, field)))}
      onClose={onClose}
    >
      <TextInput label={t('admin.modal.label')} withAsterisk {...input('label')} />
      <NativeSelect
        label={t('admin.modal.type')}
        data-testid="field-type"
        data={FIELD_TYPES.map((x) => ({ value: x, label: t(`admin.fieldTypes.${x}`) }))}
        {...form.getInputProps('field_type')}
      />
      {form.values.field_type === 'select' && (
        <Textarea
          label={t('admin.modal.options')}
          description={t('admin.modal.optionsHint')}
          withAsterisk
          {...input('options')}
        />
      )}
      <Checkbox
        label={t('admin.modal.required')}
        data-testid="field-required"
        {...form.getInputProps('is_required', { type: 'checkbox' })}
      />
    </AdminFormModal>
  );
}
