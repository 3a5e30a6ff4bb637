import { Controller } from '@nestjs/common';
import { z } from 'zod';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';
import { knownTable, tableName } from './site-table.request.js';

const schema = z.strictObject({
  table: tableName,
  searchterm: z.string().max(200).optional(),
  page: z.number().int().positive().optional(),
  limit: z.number().int().positive().max(500).optional(),
});

/** `seller/setting/searchTable`: one configuration table's rows (every active value), paged. */
@Controller('seller/setting')
export class SearchTableController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('admin')
  @CommandRoute('searchTable')
  @BodySchema(schema)
  async search(@ValidBody() body: z.infer<typeof schema>) {
    const table = knownTable(body.table);
    const rows = (await this.settings.current()).tables.get(table) ?? new Map();
    const term = (body.searchterm ?? '').trim().toLowerCase();
    const all = [...rows]
      .map(([id, values]) => ({ ...values, id }))
      .filter((r) => !term || Object.values(r).some((v) => String(v).toLowerCase().includes(term)));
    const limit = body.limit ?? 50;
    const page = body.page ?? 1;
    const records = all.slice((page - 1) * limit, page * limit);
    return success('Table rows', {
      records,
      totalRecords: all.length,
      setDisp: `Showing ${records.length} of ${all.length}`,
    });
  }
}
