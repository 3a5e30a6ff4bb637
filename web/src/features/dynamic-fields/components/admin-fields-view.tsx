import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import type { DynamicFieldRecord } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { localTableProps, useDataTableState } from '@/components/data-table/use-data-table-state';
import type { ViewPage } from '@/lib/dynamic-fields';
import { useChangeFieldStatus, useReorderFields, useSaveField } from '../api/field-mutations';
import { useAdminFields } from '../api/get-fields';
import { fieldColumns } from './field-columns';
import { FieldPageTabs } from './field-page-tabs';
import { FieldModal } from './field-modal';
import { FieldReorderList } from './field-reorder-list';

/** /admin/fields/:viewPage: a tab per view_page, the list, add/edit/deactivate, drag to reorder. */
export function AdminFieldsView({ viewPage }: { viewPage: ViewPage }) {
  const { t } = useTranslation('lotform');
  const table = useDataTableState(25, { key: 'order', dir: 'asc' });
  const fields = useAdminFields(viewPage);
  const save = useSaveField();
  const status = useChangeFieldStatus();
  const reorder = useReorderFields(viewPage);
  // undefined: closed; null: adding; a record: editing it.
  const [editing, setEditing] = useState<DynamicFieldRecord | null | undefined>(undefined);
  const columns = fieldColumns(t, {
    onEdit: setEditing,
    onStatus: (f, active) => status.mutate({ id: f.id, active }),
  });
  const all = fields.data ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('admin.title')}</Title>
        <Button data-testid="field-add" onClick={() => setEditing(null)}>
          {t('admin.add')}
        </Button>
      </Group>
      <FieldPageTabs value={String(viewPage)} onSwitch={table.reset} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <DataTable
            testId="dynamic-fields"
            {...localTableProps(columns, all, table)}
            loading={fields.isPending}
            rowKey={(f) => f.id}
            csvFileName={`fields-${viewPage}.csv`}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {all.length > 1 && (
            <FieldReorderList fields={all} onReorder={(ids) => reorder.mutate(ids)} />
          )}
        </Grid.Col>
      </Grid>
      {editing !== undefined && (
        <FieldModal
          viewPage={viewPage}
          field={editing ?? undefined}
          busy={save.isPending}
          onClose={() => setEditing(undefined)}
          onSave={(request) => save.mutate(request, { onSuccess: () => setEditing(undefined) })}
        />
      )}
    </Stack>
  );
}
