import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { DynamicTableActionAnswer, RequestOf } from '@facet/event-schemas';
import type { dynamicTableAction } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { newId } from '../../shared/ids/ids.js';
import type { DynamicTableCommandInput } from '../dynamic-table-bus/dynamic-table-command-bus.js';
import { DynamicTableCommandBus } from '../dynamic-table-bus/dynamic-table-command-bus.js';
import { DynamicFieldsCommandBus } from '../dynamic-fields-bus/dynamic-fields-command-bus.js';
import { tableRecord } from '../dynamic-table/dynamic-table.record.js';

type Request = RequestOf<typeof dynamicTableAction>;

/**
 * A new table's or row's id: from the client's commandId when it sends one, so a retried form
 * names the same table (and the bus answers it once) instead of making a second one.
 */
const idFor = (actor: Actor, what: string, commandId: string | undefined): string => {
  if (commandId === undefined) return newId();
  const hex = createHash('sha256').update(`${actor.id}:${what}:${commandId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/** `dynamic/dynamicTableAction`: one command on the table's stream, checked against the fields. */
@Injectable()
export class DynamicTableActionHandler {
  constructor(
    private readonly tables: DynamicTableCommandBus,
    private readonly fields: DynamicFieldsCommandBus,
  ) {}

  async act(r: Request, actor: Actor): Promise<DynamicTableActionAnswer> {
    const fields = Object.values((await this.fields.current()).fields);
    const isNew = r.action === 'new';
    const tableId = r.table_id ?? idFor(actor, 'table', r.commandId);
    const rowId = r.target === 'row' ? (r.row_id ?? idFor(actor, 'row', r.commandId)) : null;
    const command: DynamicTableCommandInput =
      r.target === 'table'
        ? r.action === 'delete'
          ? { type: 'DeleteDynamicTable', tableId }
          : {
              type: 'SaveDynamicTable',
              action: isNew ? 'new' : 'edit',
              tableId,
              name: r.name ?? '',
              columns: r.columns,
              fields,
            }
        : r.action === 'delete'
          ? { type: 'DeleteDynamicTableRow', tableId, rowId: rowId as string }
          : {
              type: 'SaveDynamicTableRow',
              action: isNew ? 'new' : 'edit',
              tableId,
              rowId: rowId as string,
              values: r.values,
              fields,
            };
    const { state } = await this.tables.sendNow(tableId, command, actor, r.commandId, r);
    const table =
      state.status === 'live'
        ? tableRecord({ id: tableId, ...state, rowCount: Object.keys(state.rows).length }, fields)
        : null;
    return { id: tableId, row_id: rowId, table };
  }
}
