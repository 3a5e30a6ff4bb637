import { Controller, Inject } from '@nestjs/common';
import { z } from 'zod';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { MARKETPLACE, SettingsCommandBus } from '../settings-bus/settings-command-bus.js';
import { commandId } from '../settings.request.js';
import { knownTable, tableName } from './site-table.request.js';

const schema = z.strictObject({
  table: tableName,
  ids: z.array(fields.id).min(1).max(500),
  active: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  commandId,
});

/** `seller/setting/multiTableAction`: show (1), hide (0) or exclude (2) several rows at once. */
@Controller('seller/setting')
export class MultiTableActionController {
  constructor(
    private readonly settings: SettingsCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('admin')
  @CommandRoute('multiTableAction')
  @BodySchema(schema)
  async act(@ValidBody() body: z.infer<typeof schema>, @CurrentActor() actor: Actor) {
    const table = knownTable(body.table);
    const command = {
      type: 'SetSiteTableRowsActive' as const,
      table,
      rowIds: body.ids,
      active: body.active,
    };
    await this.settings.send(MARKETPLACE, command, actor, this.clock.now(), body.commandId);
    return success('Rows updated', { ids: body.ids, active: body.active });
  }
}
