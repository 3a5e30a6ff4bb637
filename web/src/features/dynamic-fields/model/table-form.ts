import type { DynamicFieldRecord, DynamicTableRecord } from '@facet/event-schemas';
import type { TableActionRequest } from '../api/table-mutations';

export interface TableFormValues {
  name: string;
  /** The columns' field ids, in order. */
  columns: string[];
}

export const tableFormValues = (t?: DynamicTableRecord): TableFormValues => ({
  name: t?.name ?? '',
  columns: t?.columns.map((c) => c.id) ?? [],
});

/** A table's create or edit, named by the form's command id so a double submit adds one table. */
export const toTableRequest = (
  v: TableFormValues,
  commandId: string,
  editing?: DynamicTableRecord,
): TableActionRequest => ({
  action: editing ? 'edit' : 'new',
  target: 'table',
  ...(editing ? { table_id: editing.id } : {}),
  name: v.name.trim(),
  columns: v.columns,
  commandId,
});

/** The columns a row form asks for: the table's fields still shown (a hidden one is not asked). */
export const rowFields = (table: DynamicTableRecord): DynamicFieldRecord[] =>
  table.columns.filter((c) => c.active === 1);

/** A row's add or edit: one value per asked column (blank clears it). */
export const toRowRequest = (
  table: DynamicTableRecord,
  values: Readonly<Record<string, string>>,
  commandId: string,
  rowId?: string,
): TableActionRequest => ({
  action: rowId ? 'edit' : 'new',
  target: 'row',
  table_id: table.id,
  ...(rowId ? { row_id: rowId } : {}),
  values: Object.fromEntries(rowFields(table).map((f) => [f.id, values[f.id] ?? ''])),
  commandId,
});
