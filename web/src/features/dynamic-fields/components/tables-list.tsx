import { ActionIcon, Group, NavLink, Paper, Stack, Text } from '@mantine/core';
import type { DynamicTableRecord } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';

export interface TablesListProps {
  tables: readonly DynamicTableRecord[];
  selected: string | null;
  onSelect: (table: DynamicTableRecord) => void;
  onEdit: (table: DynamicTableRecord) => void;
  onDelete: (table: DynamicTableRecord) => void;
}

/** The admin's tables by name, each with its row count; the chosen one's rows show beside. */
export function TablesList({ tables, selected, onSelect, onEdit, onDelete }: TablesListProps) {
  const { t } = useTranslation('lotform');
  if (tables.length === 0)
    return (
      <Text c="dimmed" data-testid="tables-empty">
        {t('tables.empty')}
      </Text>
    );
  return (
    <Paper withBorder data-testid="tables-list">
      <Stack gap={0}>
        {tables.map((table) => (
          <Group key={table.id} wrap="nowrap" gap={4} pe="xs">
            <NavLink
              active={table.id === selected}
              label={table.name}
              description={t('tables.rowCount', { count: table.rowCount })}
              onClick={() => onSelect(table)}
              data-testid={`table-${table.id}`}
            />
            <ActionIcon
              variant="subtle"
              aria-label={t('tables.editTable', { name: table.name })}
              onClick={() => onEdit(table)}
            >
              ✎
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('tables.deleteTable', { name: table.name })}
              onClick={() => onDelete(table)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
