import { z } from 'zod';
import type {
  DynamicTableActionAnswer,
  DynamicTablePage,
} from '../../read-models/dynamic-table.model.js';
import { commandId, oneOfOr, optionalField, optionalId, reject, text } from '../request/fields.js';
import { paging } from '../request/paging-fields.js';
import { answer, route } from '../request/route.js';
import { customFields } from './dynamic-fields.routes.js';

const ids = (v: unknown): string[] => {
  if (!Array.isArray(v) || v.length > 50) return reject('Invalid columns');
  return v.map((i: unknown) =>
    typeof i === 'string' && i.length > 0 && i.length <= 128 ? i : reject('Invalid columns'),
  );
};

/**
 * Creates, edits or deletes an admin-defined table (`target` table: `name` and `columns`, the
 * dynamic fields' ids in order) or one of its rows (`target` row: `values` by column).
 */
export const dynamicTableAction = route({
  path: 'dynamic/dynamicTableAction',
  request: z
    .strictObject({
      action: oneOfOr(['new', 'edit', 'delete'], 'new', {
        description: 'new (default), edit or delete',
      }),
      target: oneOfOr(['table', 'row'], 'table', { description: 'table (default) or row' }),
      table_id: optionalId({ description: 'The table (required but for a new table)' }),
      row_id: optionalId({ description: 'The row (required to edit or delete a row)' }),
      name: text({ max: 200, description: "The table's name (new or edited table)" }),
      columns: optionalField<string[] | null, string[]>(
        'ids',
        (v) => (v === undefined || v === null ? [] : ids(v)),
        "The table's columns: dynamic field ids, in order",
      ),
      values: customFields('table row'),
      commandId,
    })
    .superRefine((b, ctx) => {
      const required = (path: string) =>
        ctx.addIssue({ code: 'custom', message: 'Required', path: [path] });
      if (b.target === 'row' || b.action !== 'new') if (!b.table_id) required('table_id');
      if (b.target === 'row' && b.action !== 'new' && !b.row_id) required('row_id');
      if (b.target === 'table' && b.action !== 'delete') {
        if (!b.name) ctx.addIssue({ code: 'custom', message: 'Required!', path: ['name'] });
        if (b.columns.length === 0)
          ctx.addIssue({ code: 'custom', message: 'Required!', path: ['columns'] });
      }
    }),
  answer: answer<DynamicTableActionAnswer>(),
});

/** A table's rows a page at a time; the tables themselves when no `table_id` is named (admin). */
export const dynamicTable = route({
  path: 'dynamic/dynamicTable',
  request: z.strictObject({
    table_id: optionalId({ description: 'The table whose rows are listed (none: the tables)' }),
    ...paging(20),
  }),
  answer: answer<DynamicTablePage>(),
});
