import { Controller } from '@nestjs/common';
import { z } from 'zod';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { incrementRows } from '../domain/index.js';
import { toIncrementRecord } from '../list-bid-increments/increment-record.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

const schema = z.strictObject({ id: fields.id });

/** `seller/setting/getSingleBidIncrement` `{ id }`: one band (`item`), 404 when there is none. */
@Controller('seller/setting')
export class GetBidIncrementController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('seller', 'admin')
  @CommandRoute('getSingleBidIncrement')
  @BodySchema(schema)
  async get(@ValidBody() body: z.infer<typeof schema>) {
    const row = incrementRows(await this.settings.current()).find((r) => r.id === body.id);
    if (!row) throw notFound('Increment not found', 'increment.not-found');
    return success('Bid increment', { item: toIncrementRecord(row) });
  }
}
