import { Controller } from '@nestjs/common';
import { dynamicTable, type RequestOf } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { DynamicTableQuery } from './dynamic-table.query.js';

/** `dynamic/dynamicTable` `{ table_id?, page, limit }`: a table's rows, or the tables (admin). */
@Controller()
export class DynamicTableController {
  constructor(private readonly tables: DynamicTableQuery) {}

  @Roles('admin')
  @CommandRoute(dynamicTable)
  async list(
    @ValidBody() { table_id, page, limit }: RequestOf<typeof dynamicTable>,
  ): Promise<Reply<typeof dynamicTable>> {
    return success('Tables', await this.tables.page(table_id, { page, limit }));
  }
}
