import { MultiSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DynamicTableRecord } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewPage } from '@/lib/dynamic-fields';
import { useAdminFields } from '../api/get-fields';
import type { TableActionRequest } from '../api/table-mutations';
import { type TableFormValues, tableFormValues, toTableRequest } from '../model/table-form';
import { AdminFormModal } from './admin-form-modal';
import { formFields } from '@/lib/form-fields';

export interface TableModalProps {
  /** The table being edited; none to add one. */
  table?: DynamicTableRecord;
  busy: boolean;
  onSave: (request: TableActionRequest) => void;
  onClose: () => void;
}

/** The fields of every form, grouped by form, as a table's column choices. */
function useColumnChoices() {
  const { t } = useTranslation('lotform');
  const pages = [useAdminFields(1), useAdminFields(2), useAdminFields(3), useAdminFields(4)];
  return pages
    .map((q, i) => ({
      group: t(`admin.pages.${(i + 1) as ViewPage}`),
      items: (q.data ?? []).map((f) => ({ value: f.id, label: f.label })),
    }))
    .filter((g) => g.items.length > 0);
}

/** Add or edit a table: its name and its columns, chosen among the dynamic fields in order. */
export function TableModal({ table, busy, onSave, onClose }: TableModalProps) {
  const { t } = useTranslation('lotform');
  const [commandId] = useState(() => `table-${crypto.randomUUID()}`);
  const choices = useColumnChoices();
  const form = useForm<TableFormValues>({
    initialValues: tableFormValues(table),
    validate: {
      name: (v) => (v.trim() ? null : t('validation.required')),
      columns: (v) => (v.length > 0 ? null : t('validation.required')),
    },
  });
  const input = formFields(form, 'table');
  return (
    <AdminFormModal
      name="table"
      title={table ? t('tables.modal.editTitle') : t('tables.modal.addTitle')}
      busy={busy}
      onSubmit={form.onSubmit((v) => onSave(toTableRequest(v, commandId, table)))}
      onClose={onClose}
    >
      <TextInput label={t('tables.modal.name')} withAsterisk {...input('name')} />
      <MultiSelect
        label={t('tables.modal.columns')}
        description={t('tables.modal.columnsHint')}
        withAsterisk
        searchable
        data={choices}
        {...input('columns')}
      />
    </AdminFormModal>
  );
}
