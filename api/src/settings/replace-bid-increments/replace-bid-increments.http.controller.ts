import { Controller, Inject } from '@nestjs/common';
import { z } from 'zod';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { newId } from '../../shared/ids/ids.js';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import { incrementRows } from '../domain/index.js';
import { toIncrementRecord } from '../list-bid-increments/increment-record.js';
import { MARKETPLACE, SettingsCommandBus } from '../settings-bus/settings-command-bus.js';
import { commandId, dollars } from '../settings.request.js';

const schema = z.strictObject({
  rows: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(128).optional(),
        from_amount: dollars('from_amount'),
        to_amount: dollars('to_amount').nullable().optional(),
        increment: dollars('increment'),
      }),
    )
    .min(1, 'The increment table needs at least one band')
    .max(100),
  commandId,
});

/**
 * `seller/setting/replaceBidIncrements`: the whole table in one command, so an admin moving a
 * band's edge never passes through a table with a gap or an overlap.
 */
@Controller('seller/setting')
export class ReplaceBidIncrementsController {
  constructor(
    private readonly settings: SettingsCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('admin')
  @CommandRoute('replaceBidIncrements')
  @BodySchema(schema)
  async replace(@ValidBody() body: z.infer<typeof schema>, @CurrentActor() actor: Actor) {
    const rows = body.rows.map((r) => ({
      rowId: r.id ?? newId(),
      from: r.from_amount,
      to: r.to_amount ?? null,
      increment: r.increment,
    }));
    const { state } = await this.settings.send(
      MARKETPLACE,
      { type: 'ReplaceBidIncrements', rows },
      actor,
      this.clock.now(),
      body.commandId,
    );
    const records = incrementRows(state).map(toIncrementRecord);
    return success('Bid increments updated', { records, totalRecords: records.length });
  }
}
