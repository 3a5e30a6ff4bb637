import type { DynamicFieldRecord, DynamicTableRecord } from '@facet/event-schemas';

interface TableShape {
  id: string;
  name: string;
  columns: readonly string[];
  rowCount: number;
}

/** A table as answered: its columns as the fields are defined now (a column's field is never deleted). */
export const tableRecord = (
  table: TableShape,
  fields: readonly DynamicFieldRecord[],
): DynamicTableRecord => ({
  id: table.id,
  name: table.name,
  columns: table.columns.flatMap((id) => fields.filter((f) => f.id === id)),
  rowCount: table.rowCount,
});
