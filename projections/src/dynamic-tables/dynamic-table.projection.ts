import { isDynamicTableEvent } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';
import { typesOf } from '../runner/event-types.js';
import { dynamicTableEvents } from '@facet/event-schemas';

/** One row of an admin-defined table, its values by column (field id). */
export interface DynamicTableRowDoc {
  id: string;
  values: Record<string, string>;
}

/** An admin-defined table (`dynamic/dynamicTable`): its columns and rows in the order added. */
export interface DynamicTableDoc extends Doc {
  id: string;
  name: string;
  columns: string[];
  rows: DynamicTableRowDoc[];
  updated_at: string;
}

/** The admin's tables, one document each; a deleted table's document is removed. */
export const dynamicTableProjection: Projection<DynamicTableDoc> = {
  name: 'dynamic-table',
  version: 1,
  types: typesOf(dynamicTableEvents),
  route: (e) => (isDynamicTableEvent(e) ? e.data.tableId : NO_DOCS),
  evolve: (doc, e, id) => {
    if (!isDynamicTableEvent(e)) return doc;
    const at = e.data.at;
    switch (e.type) {
      case 'DynamicTableCreated':
      case 'DynamicTableEdited': {
        const { name, columns } = e.data;
        return { id, rows: [], ...doc, name, columns, updated_at: at };
      }
      case 'DynamicTableDeleted':
        return null;
      case 'DynamicTableRowAdded':
      case 'DynamicTableRowEdited': {
        if (!doc) return undefined;
        const row = { id: e.data.rowId, values: e.data.values };
        const found = doc.rows.some((r) => r.id === row.id);
        const rows = found ? doc.rows.map((r) => (r.id === row.id ? row : r)) : [...doc.rows, row];
        return { ...doc, rows, updated_at: at };
      }
      case 'DynamicTableRowDeleted': {
        if (!doc) return undefined;
        return { ...doc, rows: doc.rows.filter((r) => r.id !== e.data.rowId), updated_at: at };
      }
    }
  },
};
