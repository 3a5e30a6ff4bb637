import type { DynamicFieldRecord } from './dynamic-field.model.js';
import type { ListResponse } from './list.model.js';

/** An admin-defined table (a parcel-size chart, a sieve-size table): its columns are dynamic fields. */
export interface DynamicTableRecord {
  id: string;
  name: string;
  /** The columns in order, each the field's definition as it is now. */
  columns: DynamicFieldRecord[];
  rowCount: number;
}

/** One row of a table: its values by column (field id), as text. */
export interface DynamicTableRowRecord {
  id: string;
  values: Record<string, string>;
}

/** `dynamic/dynamicTable` without `table_id`: the tables, a page of them. */
export interface DynamicTablesPage extends ListResponse<DynamicTableRecord> {
  table: null;
}

/** `dynamic/dynamicTable` with `table_id`: that table and a page of its rows. */
export interface DynamicTableRowsPage extends ListResponse<DynamicTableRowRecord> {
  table: DynamicTableRecord;
}

export type DynamicTablePage = DynamicTablesPage | DynamicTableRowsPage;

/** `dynamic/dynamicTableAction`: the table (and row) acted on; a deleted one is gone. */
export interface DynamicTableActionAnswer {
  id: string;
  row_id: string | null;
  table: DynamicTableRecord | null;
}
