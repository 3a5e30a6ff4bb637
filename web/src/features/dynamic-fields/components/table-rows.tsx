import { Button, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import type { DynamicTableRecord, DynamicTableRowRecord } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { ROWS_PER_PAGE } from '../api/get-tables';

export interface TableRowsProps {
  table: DynamicTableRecord;
  rows: readonly DynamicTableRowRecord[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  onAdd: () => void;
  onEdit: (row: DynamicTableRowRecord) => void;
  onDelete: (row: DynamicTableRowRecord) => void;
}

/** One table's rows a page at a time, a column per field, with add, edit and delete. */
export function TableRows(p: TableRowsProps) {
  const { t } = useTranslation('lotform');
  const { table } = p;
  const shown = (f: DynamicTableRecord['columns'][number], v: string | undefined) =>
    f.field_type === 'checkbox' ? (v === '1' ? t('admin.yes') : t('admin.no')) : (v ?? '');
  return (
    <Stack data-testid="table-rows">
      <Group justify="space-between">
        <Title order={2}>{table.name}</Title>
        <Button data-testid="row-add" onClick={p.onAdd}>
          {t('tables.addRow')}
        </Button>
      </Group>
      {p.rows.length === 0 ? (
        <Text c="dimmed">{t('tables.noRows')}</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((c) => (
                <Table.Th key={c.id}>{c.label}</Table.Th>
              ))}
              <Table.Th>{t('admin.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`row-${row.id}`}>
                {table.columns.map((c) => (
                  <Table.Td key={c.id}>{shown(c, row.values[c.id])}</Table.Td>
                ))}
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => p.onEdit(row)}>
                      {t('admin.edit')}
                    </Button>
                    <Button size="xs" variant="light" color="red" onClick={() => p.onDelete(row)}>
                      {t('tables.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {p.total > ROWS_PER_PAGE && (
        <Pagination value={p.page} onChange={p.onPage} total={Math.ceil(p.total / ROWS_PER_PAGE)} />
      )}
    </Stack>
  );
}
