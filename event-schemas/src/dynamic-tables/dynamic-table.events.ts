import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { id, instant } from '../primitives.js';

/** A table's definition: its name and its columns, each a dynamic field's id, in order. */
const definition = z.object({
  tableId: id,
  name: z.string().min(1).max(200),
  columns: z.array(id).min(1).max(50),
  changedBy: id,
  at: instant,
});

export const DynamicTableCreated = defineEvent('DynamicTableCreated', 1, definition);
export const DynamicTableEdited = defineEvent('DynamicTableEdited', 1, definition);
export const DynamicTableDeleted = defineEvent(
  'DynamicTableDeleted',
  1,
  z.object({ tableId: id, changedBy: id, at: instant }),
);

/** A row's values by column (field id), as text: what the column's field type accepted. */
const row = z.object({
  tableId: id,
  rowId: id,
  values: z.record(id, z.string().max(5000)),
  changedBy: id,
  at: instant,
});

export const DynamicTableRowAdded = defineEvent('DynamicTableRowAdded', 1, row);
export const DynamicTableRowEdited = defineEvent('DynamicTableRowEdited', 1, row);
export const DynamicTableRowDeleted = defineEvent(
  'DynamicTableRowDeleted',
  1,
  z.object({ tableId: id, rowId: id, changedBy: id, at: instant }),
);
