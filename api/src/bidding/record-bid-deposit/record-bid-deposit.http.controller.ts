import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import {
  commandIdField,
  readBody,
  requiredMoney,
  requiredText,
} from '../../shared/http/request-fields.js';

const recordBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
  user_id: ['id', 'The user acted for or on'],
  amount: ['money', 'Dollars as decimal text or a number, at most 2 decimals'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/** `credit/recordBidDeposit` (admin): a deposit paid outside the app; real payments come later. */
@Controller('credit')
export class RecordBidDepositController {
  constructor(
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('admin')
  @CommandRoute('recordBidDeposit')
  @BodySchema(recordBody)
  async record(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(recordBody.shape));
    const lotId = requiredText(body, 'id', 'Product id required', 128);
    const userId = requiredText(body, 'user_id', 'Required', 128);
    const amount = requiredMoney(body, 'amount', 'Required', 'Enter Valid Price');
    const outcome = await this.lots.send(
      lotId,
      { type: 'RecordBidDeposit', userId, amount },
      actor,
      this.clock.now(),
      commandIdField(body),
    );
    return success('Bid deposit recorded', {
      id: lotId,
      user_id: userId,
      bid_deposit_id: outcome.events[0]?.id ?? null,
      revision: outcome.revision,
    });
  }
}
