import { Button, Group, Image, Modal, Select, Stack, Title } from '@mantine/core';
import type { SiteTableRow } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { column, type DataColumn } from '@/components/data-table/data-table.model';
import {
  selectionProps,
  stateProps,
  useDataTableState,
} from '@/components/data-table/use-data-table-state';
import { imageUrl } from '@/components/lot-image';
import { showAlert } from '@/lib/alerts';
import { countryName } from '@/lib/countries';
import { useSaveTableRow, useSiteTable } from '../api/site-table';
import { SITE_TABLES, tableNames } from '../model/site-table-columns';
import { editColumn } from './edit-column';

/** What a bulk 'active' value did, as its message says it. */
const BULK_DONE = { 0: 'hidden', 1: 'shown', 2: 'excluded' } as const;
import { SiteTableForm } from './site-table-form';

/** /admin/tables/:table: one configuration table of `getDefault`, its rows, a form per row. */
export function SiteTableView({ table }: { table: string }) {
  const { t, i18n } = useTranslation('adminsettings');
  const navigate = useNavigate();
  const state = useDataTableState(20);
  const query = useSiteTable(table, state.searchTerm, state.page, state.limit);
  const { save, setActive } = useSaveTableRow(table);
  const [editing, setEditing] = useState<SiteTableRow | 'new' | null>(null);
  const fields = SITE_TABLES[table] ?? [];
  const columns: DataColumn<SiteTableRow>[] = [
    ...fields.map((c) => ({
      key: c.key,
      header: t(`tables.columns.${c.key}` as 'tables.columns.title'),
      csvHeader: t(`tables.columns.${c.key}` as 'tables.columns.title'),
      cell: (r: SiteTableRow) =>
        c.kind === 'image' && r[c.key] ? (
          <Image src={imageUrl(String(r[c.key]), 'thumbnail')} h={40} w={60} fit="cover" />
        ) : c.kind === 'country' && r[c.key] ? (
          countryName(String(r[c.key]), i18n.language)
        ) : (
          String(r[c.key] ?? '').slice(0, 80)
        ),
      value: (r: SiteTableRow) => r[c.key] ?? null,
    })),
    {
      ...column('active', t('tables.active')),
      cell: (r) => t(`tables.activeValues.${String(r['active'] ?? 1)}` as 'tables.activeValues.1'),
      value: (r) => r['active'] ?? null,
    },
    editColumn<SiteTableRow>(t('edit'), setEditing, (r) => `row-edit-${r.id}`),
  ];
  const bulk = (ids: string[], active: 0 | 1 | 2) =>
    setActive.mutate(
      { ids, active },
      {
        onSuccess: () => {
          state.reset();
          showAlert(t(`tables.bulkDone.${BULK_DONE[active]}`, { n: ids.length }), 'success');
        },
      },
    );
  return (
    <Stack>
      <Group justify="space-between" align="end">
        <Title order={2}>{t('tables.title')}</Title>
        <Select
          label={t('tables.table')}
          data-testid="table-select"
          allowDeselect={false}
          value={table}
          onChange={(v) => v && void navigate(`/admin/tables/${v}`)}
          data={tableNames.map((n) => ({
            value: n,
            label: t(`tables.names.${n}` as 'tables.names.faq'),
          }))}
        />
      </Group>
      <Group>
        <Button data-testid="row-add" onClick={() => setEditing('new')}>
          {t('tables.addRow')}
        </Button>
      </Group>
      <DataTable
        testId={`table-${table}`}
        columns={columns}
        rows={query.data?.records ?? []}
        total={query.data?.totalRecords ?? 0}
        loading={query.isLoading}
        rowKey={(r) => r.id}
        {...stateProps(state)}
        {...selectionProps(state)}
        bulkActions={(ids) => (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => bulk(ids, 1)}>
              {t('tables.show')}
            </Button>
            <Button size="xs" variant="light" onClick={() => bulk(ids, 0)}>
              {t('tables.hide')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => bulk(ids, 2)}>
              {t('tables.exclude')}
            </Button>
          </Group>
        )}
        csvFileName={`${table}.csv`}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('tables.addRow') : t('tables.editRow')}
        size="lg"
      >
        {editing !== null && (
          <SiteTableForm
            key={editing === 'new' ? 'new' : editing.id}
            columns={fields}
            row={editing === 'new' ? null : editing}
            busy={save.isPending}
            onCancel={() => setEditing(null)}
            onSave={(values) =>
              save.mutate(
                { id: editing === 'new' ? undefined : editing.id, values },
                {
                  onSuccess: () => {
                    showAlert(t('saved'), 'success');
                    setEditing(null);
                  },
                },
              )
            }
          />
        )}
      </Modal>
    </Stack>
  );
}
