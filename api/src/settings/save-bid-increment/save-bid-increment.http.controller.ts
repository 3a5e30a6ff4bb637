import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { newId } from '../../shared/ids/ids.js';
import {
  commandIdField,
  money,
  oneOf,
  readBody,
  requiredMoney,
  requiredText,
} from '../../shared/http/request-fields.js';
import { incrementRows } from '../domain/index.js';
import { MARKETPLACE, SettingsCommandBus } from '../settings-bus/settings-command-bus.js';
import { toIncrementRecord } from '../list-bid-increments/increment-record.js';

const saveBody = handParsedBody({
  action: ['string', "The list to show (the screen's tab)"],
  id: ['id', 'The id of the object acted on'],
  from_amount: ['money', 'Where the band starts, required: dollars as decimal text or a number'],
  to_amount: ['money', 'Where the band ends (blank: no end): dollars'],
  increment: ['money', 'The increment in the band, required: dollars'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/** `seller/setting/bidIncrementAction`: add or edit one band of the increment table (admin). */
@Controller('seller/setting')
export class SaveBidIncrementController {
  constructor(
    private readonly settings: SettingsCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('admin')
  @CommandRoute('bidIncrementAction')
  @BodySchema(saveBody)
  async save(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(saveBody.shape));
    const action = oneOf(body, 'action', ['new', 'edit'] as const, 'new');
    const rowId = action === 'edit' ? requiredText(body, 'id', 'Required', 128) : newId();
    const from = requiredMoney(body, 'from_amount', 'Required', 'invalid decimal');
    const to = money(body, 'to_amount', { invalid: 'invalid decimal' }) ?? null;
    const increment = requiredMoney(body, 'increment', 'Required', 'invalid decimal');
    const command = { type: 'SaveBidIncrement' as const, action, rowId, from, to, increment };
    const { state } = await this.settings.send(
      MARKETPLACE,
      command,
      actor,
      this.clock.now(),
      commandIdField(body),
    );
    return success(action === 'new' ? 'Bid increment added' : 'Bid increment updated', {
      id: rowId,
      records: incrementRows(state).map(toIncrementRecord),
    });
  }
}
