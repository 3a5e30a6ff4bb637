import { ownValue } from '@facet/event-schemas';
/**
 * An admin-defined table (a parcel-size chart, a colour-grade or sieve-size table): named columns,
 * each a dynamic field, and rows whose values those fields check. One stream per table.
 *
 * DTB-1 Only an admin creates, edits or deletes a table or a row.
 * DTB-2 A table's columns are existing dynamic fields, each once; an unknown one is refused.
 * DTB-3 The same create or edit again changes nothing (a retried form adds no second table or row).
 * DTB-4 A table that does not exist or was deleted cannot be edited, deleted again or given rows.
 * DTB-5 A row's values are checked against each column's field: a required one present, a number
 *       a decimal, a select one of its options (the spec's wording: '<label>: Required!'). Values
 *       of other fields are dropped; a hidden (inactive) field's column is not asked for.
 * DTB-6 A row that does not exist cannot be edited or deleted.
 * DTB-7 A deleted table keeps its id: it is never created again.
 */
import type { DynamicFieldRecord, DynamicTableEvent } from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { checkFieldValues } from './field-values.rules.js';

interface Base {
  at: string;
  actor: Actor;
  tableId: string;
}
/** Create or edit the table: `fields` are the dynamic fields as they are now (DTB-2). */
export interface SaveDynamicTable extends Base {
  type: 'SaveDynamicTable';
  action: 'new' | 'edit';
  name: string;
  columns: string[];
  fields: readonly DynamicFieldRecord[];
}
export interface DeleteDynamicTable extends Base {
  type: 'DeleteDynamicTable';
}
/** Add or edit a row: `fields` are the dynamic fields as they are now (DTB-5). */
export interface SaveDynamicTableRow extends Base {
  type: 'SaveDynamicTableRow';
  action: 'new' | 'edit';
  rowId: string;
  values: Readonly<Record<string, string>>;
  fields: readonly DynamicFieldRecord[];
}
export interface DeleteDynamicTableRow extends Base {
  type: 'DeleteDynamicTableRow';
  rowId: string;
}
export type DynamicTableCommand =
  SaveDynamicTable | DeleteDynamicTable | SaveDynamicTableRow | DeleteDynamicTableRow;

export interface DynamicTableState {
  status: 'none' | 'live' | 'deleted';
  name: string;
  columns: string[];
  /** Rows by id, in the order they were added. */
  rows: Record<string, Record<string, string>>;
}

export const initialState = (): DynamicTableState => ({
  status: 'none',
  name: '',
  columns: [],
  rows: {},
});
export const isTerminal = (state: DynamicTableState): boolean => state.status === 'deleted';

export function evolve(state: DynamicTableState, event: DynamicTableEvent): DynamicTableState {
  switch (event.type) {
    case 'DynamicTableCreated':
    case 'DynamicTableEdited':
      return { ...state, status: 'live', name: event.data.name, columns: event.data.columns };
    case 'DynamicTableDeleted':
      return { ...state, status: 'deleted' };
    case 'DynamicTableRowAdded':
    case 'DynamicTableRowEdited':
      return { ...state, rows: { ...state.rows, [event.data.rowId]: event.data.values } };
    case 'DynamicTableRowDeleted': {
      const { [event.data.rowId]: _deleted, ...rows } = state.rows;
      return { ...state, rows };
    }
  }
}

const sameValues = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

function decideSaveTable(c: SaveDynamicTable, s: DynamicTableState): DynamicTableEvent[] {
  if (c.action === 'new' && s.status === 'deleted') reject('table.already-exists');
  if (c.action === 'edit' && s.status !== 'live') reject('table.not-found');
  const known = new Set(c.fields.map((f) => f.id));
  const unknown = c.columns.find((id) => !known.has(id));
  if (unknown !== undefined) reject('table.unknown-column', { column: unknown });
  const columns = [...new Set(c.columns)];
  if (s.status === 'live' && s.name === c.name && s.columns.join() === columns.join()) return [];
  if (c.action === 'new' && s.status === 'live') reject('table.already-exists');
  const data = { tableId: c.tableId, name: c.name, columns, changedBy: c.actor.id, at: c.at };
  return [{ type: c.action === 'new' ? 'DynamicTableCreated' : 'DynamicTableEdited', data }];
}

/** The row's values as its columns' fields accept them (DTB-5). */
function rowValues(c: SaveDynamicTableRow, s: DynamicTableState): Record<string, string> {
  const values: Record<string, string> = {};
  for (const column of s.columns) {
    const f = c.fields.find((field) => field.id === column);
    if (!f) continue;
    const checked = checkFieldValues(f.view_page, [f], c.values);
    if (!checked.ok) {
      const { label, message } = checked.problem;
      reject('table.invalid-value', { column, label, problem: message });
    } else Object.assign(values, checked.values);
  }
  return values;
}

function decideSaveRow(c: SaveDynamicTableRow, s: DynamicTableState): DynamicTableEvent[] {
  const existing = ownValue(s.rows, c.rowId);
  if (c.action === 'edit' && !existing) reject('table.row-not-found');
  const values = rowValues(c, s);
  if (existing && sameValues(existing, values)) return [];
  if (c.action === 'new' && existing) reject('table.already-exists');
  const data = { tableId: c.tableId, rowId: c.rowId, values, changedBy: c.actor.id, at: c.at };
  return [{ type: c.action === 'new' ? 'DynamicTableRowAdded' : 'DynamicTableRowEdited', data }];
}

export function decide(
  command: DynamicTableCommand,
  state: DynamicTableState,
): DynamicTableEvent[] {
  if (command.actor.role !== 'admin') reject('table.forbidden');
  if (command.type === 'SaveDynamicTable') return decideSaveTable(command, state);
  if (state.status !== 'live') reject('table.not-found');
  const { tableId, at } = command;
  const changedBy = command.actor.id;
  switch (command.type) {
    case 'DeleteDynamicTable':
      return [{ type: 'DynamicTableDeleted', data: { tableId, changedBy, at } }];
    case 'SaveDynamicTableRow':
      return decideSaveRow(command, state);
    case 'DeleteDynamicTableRow': {
      if (!ownValue(state.rows, command.rowId)) reject('table.row-not-found');
      const data = { tableId, rowId: command.rowId, changedBy, at };
      return [{ type: 'DynamicTableRowDeleted', data }];
    }
  }
}

export const dynamicTableDecider = { decide, evolve, initialState, isTerminal } as const;
