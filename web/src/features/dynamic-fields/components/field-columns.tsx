import { Badge, Button, Group } from '@mantine/core';
import type { DynamicFieldRecord } from '@facet/event-schemas';
import type { TFunction } from 'i18next';
import { column, type DataColumn } from '@/components/data-table/data-table.model';

/** The admin's field list: order, label, type, required, status, and the row's actions. */
export function fieldColumns(
  t: TFunction<'lotform'>,
  actions: {
    onEdit: (f: DynamicFieldRecord) => void;
    onStatus: (f: DynamicFieldRecord, active: 1 | 2) => void;
  },
): DataColumn<DynamicFieldRecord>[] {
  const yesNo = (v: 0 | 1) => (v === 1 ? t('admin.yes') : t('admin.no'));
  const status = (f: DynamicFieldRecord) =>
    f.active === 1 ? t('admin.status.active') : t('admin.status.inactive');
  return [
    {
      ...column('order', t('admin.columns.order')),
      cell: (f) => f.order + 1,
      value: (f) => f.order + 1,
      sortable: true,
    },
    {
      ...column('label', t('admin.columns.label')),
      cell: (f) => <bdi>{f.label}</bdi>,
      value: (f) => f.label,
      sortable: true,
    },
    {
      ...column('field_type', t('admin.columns.type')),
      cell: (f) => t(`admin.fieldTypes.${f.field_type}`),
      value: (f) => t(`admin.fieldTypes.${f.field_type}`),
      sortable: true,
    },
    {
      ...column('is_required', t('admin.columns.required')),
      cell: (f) => yesNo(f.is_required),
      value: (f) => yesNo(f.is_required),
    },
    {
      ...column('active', t('admin.columns.status')),
      cell: (f) => (
        <Badge color={f.active === 1 ? 'green' : 'gray'} variant="light">
          {status(f)}
        </Badge>
      ),
      value: status,
    },
    {
      ...column('actions', t('admin.columns.actions')),
      cell: (f) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            data-testid={`field-edit-${f.id}`}
            onClick={() => actions.onEdit(f)}
          >
            {t('admin.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color={f.active === 1 ? 'red' : 'green'}
            data-testid={`field-status-${f.id}`}
            onClick={() => actions.onStatus(f, f.active === 1 ? 2 : 1)}
          >
            {f.active === 1 ? t('admin.deactivate') : t('admin.activate')}
          </Button>
        </Group>
      ),
    },
  ];
}
