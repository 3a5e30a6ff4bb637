import { Body, Controller } from '@nestjs/common';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { readBody } from '../../shared/http/request-fields.js';
import { centsToDollars } from '../../shared/money/index.js';
import { incrementRows, lotSettingsFrom } from '../domain/index.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';
import { toIncrementRecord } from './increment-record.js';

/** `seller/setting/getAllBidIncrements`: the table as the back office edits it. */
@Controller('seller/setting')
export class ListBidIncrementsController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('seller', 'admin')
  @CommandRoute('getAllBidIncrements')
  async list(@Body() raw: unknown) {
    readBody(raw, ['limit', 'page']);
    const state = await this.settings.current();
    const records = incrementRows(state).map(toIncrementRecord);
    return success('Bid increments', {
      records,
      totalRecords: records.length,
      bidIncrementDefault: centsToDollars(lotSettingsFrom(state).defaultIncrement),
    });
  }
}
