import { Controller } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { readBody } from '../../shared/http/request-fields.js';
import { centsToDollars } from '../../shared/money/index.js';
import { incrementRows, lotSettingsFrom } from '../domain/index.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';
import { toIncrementRecord } from './increment-record.js';

const listBody = handParsedBody({
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
});

/** `seller/setting/getAllBidIncrements`: the table as the back office edits it. */
@Controller('seller/setting')
export class ListBidIncrementsController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('seller', 'admin')
  @CommandRoute('getAllBidIncrements')
  @BodySchema(listBody)
  async list(@ValidBody() raw: unknown) {
    readBody(raw, Object.keys(listBody.shape));
    const state = await this.settings.current();
    const records = incrementRows(state).map(toIncrementRecord);
    return success('Bid increments', {
      records,
      totalRecords: records.length,
      bidIncrementDefault: centsToDollars(lotSettingsFrom(state).defaultIncrement),
    });
  }
}
