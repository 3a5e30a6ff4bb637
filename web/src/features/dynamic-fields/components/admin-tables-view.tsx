import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import type { DynamicTableRecord, DynamicTableRowRecord } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDynamicTables, useTableRows } from '../api/get-tables';
import { type TableActionRequest, useTableAction } from '../api/table-mutations';
import { FieldPageTabs } from './field-page-tabs';
import { RowModal } from './row-modal';
import { TableModal } from './table-modal';
import { TableRows } from './table-rows';
import { TablesList } from './tables-list';

/** undefined: closed; null: adding; a record: editing it. */
type Editing<T> = T | null | undefined;

/**
 * /admin/fields/tables: the admin's tables (a sieve-size chart, a colour-grade table) whose
 * columns are dynamic fields; choose one to add, edit or delete its rows.
 */
export function AdminTablesView() {
  const { t } = useTranslation('lotform');
  const [selected, setSelected] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [table, setTable] = useState<Editing<DynamicTableRecord>>(undefined);
  const [row, setRow] = useState<Editing<DynamicTableRowRecord>>(undefined);
  const tables = useDynamicTables();
  const rows = useTableRows(selected, page);
  const action = useTableAction();
  const act = (body: TableActionRequest, done?: () => void) =>
    action.mutate(body, { onSuccess: () => done?.() });
  const shown = rows.data?.table.id === selected ? rows.data : undefined;
  const remove = (what: string, body: TableActionRequest, done?: () => void) => {
    if (window.confirm(t('tables.confirmDelete', { what }))) act(body, done);
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('tables.title')}</Title>
        <Button data-testid="table-add" onClick={() => setTable(null)}>
          {t('tables.addTable')}
        </Button>
      </Group>
      <FieldPageTabs value="tables" />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TablesList
            tables={tables.data?.records ?? []}
            selected={selected}
            onSelect={(x) => {
              setSelected(x.id);
              setPage(1);
            }}
            onEdit={setTable}
            onDelete={(x) =>
              remove(x.name, { action: 'delete', table_id: x.id }, () => setSelected(null))
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {shown && (
            <TableRows
              table={shown.table}
              rows={shown.records}
              total={shown.totalRecords}
              page={page}
              onPage={setPage}
              onAdd={() => setRow(null)}
              onEdit={setRow}
              onDelete={(r) =>
                remove(t('tables.theRow'), {
                  action: 'delete',
                  target: 'row',
                  table_id: shown.table.id,
                  row_id: r.id,
                })
              }
            />
          )}
        </Grid.Col>
      </Grid>
      {table !== undefined && (
        <TableModal
          table={table ?? undefined}
          busy={action.isPending}
          onClose={() => setTable(undefined)}
          onSave={(body) => act(body, () => setTable(undefined))}
        />
      )}
      {row !== undefined && shown && (
        <RowModal
          table={shown.table}
          row={row ?? undefined}
          busy={action.isPending}
          onClose={() => setRow(undefined)}
          onSave={(body) => act(body, () => setRow(undefined))}
        />
      )}
    </Stack>
  );
}
