import { useForm } from '@mantine/form';
import type { DynamicTableRecord, DynamicTableRowRecord } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomFieldInputs } from '@/components/custom-fields/custom-field-inputs';
import {
  customFieldErrors,
  type WithCustomFields,
} from '@/components/custom-fields/custom-field.rules';
import type { TableActionRequest } from '../api/table-mutations';
import { rowFields, toRowRequest } from '../model/table-form';
import { AdminFormModal } from './admin-form-modal';

export interface RowModalProps {
  table: DynamicTableRecord;
  /** The row being edited; none to add one. */
  row?: DynamicTableRowRecord;
  busy: boolean;
  onSave: (request: TableActionRequest) => void;
  onClose: () => void;
}

/** Add or edit a row: an input per column, as the column's field type asks (the server checks too). */
export function RowModal({ table, row, busy, onSave, onClose }: RowModalProps) {
  const { t } = useTranslation(['lotform', 'common']);
  const [commandId] = useState(() => `row-${crypto.randomUUID()}`);
  const fields = rowFields(table);
  const form = useForm<WithCustomFields>({
    initialValues: { custom_fields: { ...(row?.values ?? {}) } },
    validate: (v) =>
      Object.fromEntries(
        Object.entries(customFieldErrors(fields, v.custom_fields)).map(([k, e]) => [
          k,
          t(`common:${e}`),
        ]),
      ),
  });
  return (
    <AdminFormModal
      name="row"
      title={row ? t('tables.row.editTitle') : t('tables.row.addTitle')}
      size="lg"
      busy={busy}
      onSubmit={form.onSubmit((v) =>
        onSave(toRowRequest(table, v.custom_fields, commandId, row?.id)),
      )}
      onClose={onClose}
    >
      <CustomFieldInputs fields={fields} form={form} testId="row-fields" />
    </AdminFormModal>
  );
}
