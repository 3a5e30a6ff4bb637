import { dynamicTable } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { DynamicTableQuery } from './dynamic-table.query.js';

/** `dynamic/dynamicTable` `{ table_id?, page, limit }`: a table's rows, or the tables (admin). */
@CommandController('admin')
export class DynamicTableController {
  constructor(private readonly tables: DynamicTableQuery) {}

  @CommandRoute(dynamicTable)
  async list(@Call() { body: { table_id, page, limit } }: Call<typeof dynamicTable>) {
    return success('Tables', await this.tables.page(table_id, { page, limit }));
  }
}
