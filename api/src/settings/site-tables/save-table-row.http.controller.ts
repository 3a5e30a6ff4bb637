import { Controller, Inject } from '@nestjs/common';
import { z } from 'zod';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { badRequest } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { newId } from '../../shared/ids/ids.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import type { SettingsCommandInput } from '../settings-bus/settings-command-bus.js';
import { MARKETPLACE, SettingsCommandBus } from '../settings-bus/settings-command-bus.js';
import { commandId } from '../settings.request.js';
import { knownTable, rowValues, tableName, valuesOf } from './site-table.request.js';

const insert = z.strictObject({ table: tableName, values: rowValues, commandId });
const update = z.strictObject({ table: tableName, id: fields.id, values: rowValues, commandId });
const action = z.strictObject({
  table: tableName,
  action: z.enum(['new', 'edit', 'delete']),
  id: fields.id.optional(),
  values: rowValues.optional(),
  commandId,
});

/** `datatable_insert`, `admin/setting/datatable_update` and `searchTableAction` (admin). */
abstract class TableRowWriter {
  constructor(
    protected readonly settings: SettingsCommandBus,
    protected readonly clock: Clock,
  ) {}

  protected async run(body: z.infer<typeof action>, actor: Actor) {
    const table = knownTable(body.table);
    if (body.action !== 'new' && !body.id)
      throw badRequest('Required', 'request.invalid-field', { field: 'id' });
    const rowId = body.id ?? newId();
    const command: SettingsCommandInput =
      body.action === 'delete'
        ? { type: 'DeleteSiteTableRow', table, rowId }
        : {
            type: 'SaveSiteTableRow',
            action: body.action,
            table,
            rowId,
            values: valuesOf(body.values),
          };
    const { state } = await this.settings.send(
      MARKETPLACE,
      command,
      actor,
      this.clock.now(),
      body.commandId,
    );
    const row = state.tables.get(table)?.get(rowId);
    return success(body.action === 'delete' ? 'Row deleted' : 'Row saved', {
      id: rowId,
      item: row ? { ...row, id: rowId } : null,
    });
  }
}

@Controller('seller/setting')
export class SaveTableRowController extends TableRowWriter {
  constructor(settings: SettingsCommandBus, @Inject(CLOCK) clock: Clock) {
    super(settings, clock);
  }

  @Roles('admin')
  @CommandRoute('datatable_insert')
  @BodySchema(insert)
  insert(@ValidBody() body: z.infer<typeof insert>, @CurrentActor() actor: Actor) {
    return this.run({ ...body, action: 'new' }, actor);
  }

  @Roles('admin')
  @CommandRoute('searchTableAction')
  @BodySchema(action)
  act(@ValidBody() body: z.infer<typeof action>, @CurrentActor() actor: Actor) {
    return this.run(body, actor);
  }
}

@Controller('admin/setting')
export class UpdateTableRowController extends TableRowWriter {
  constructor(settings: SettingsCommandBus, @Inject(CLOCK) clock: Clock) {
    super(settings, clock);
  }

  @Roles('admin')
  @CommandRoute('datatable_update')
  @BodySchema(update)
  update(@ValidBody() body: z.infer<typeof update>, @CurrentActor() actor: Actor) {
    return this.run({ ...body, action: 'edit' }, actor);
  }
}
