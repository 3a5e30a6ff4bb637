import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { commandIdField, oneOf, readBody, requiredText } from '../../shared/http/request-fields.js';
import { LotCommandBus } from '../lot-bus/lot-command-bus.js';

const changeBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
  status: ['string', 'The new status'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/** `seller/product/changeStatus` `{ id, status: 'active' | 'inactive' | 'removed' }`. */
@Controller('seller/product')
export class ChangeLotStatusController {
  constructor(
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('seller', 'admin')
  @CommandRoute('changeStatus')
  @BodySchema(changeBody)
  async change(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(changeBody.shape));
    const id = requiredText(body, 'id', 'Required', 128);
    const status = oneOf(body, 'status', ['active', 'inactive', 'removed'] as const);
    const outcome = await this.lots.send(
      id,
      { type: 'ChangeLotStatus', status },
      actor,
      this.clock.now(),
      commandIdField(body),
    );
    return success('Status updated successfully', { id, status, revision: outcome.revision });
  }
}
