import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { commandIdField, readBody, requiredText } from '../../shared/http/request-fields.js';
import { MARKETPLACE, SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

const removeBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/** `seller/setting/deleteBidIncrement` `{ id }`: removes one band (admin); a missing one is 404. */
@Controller('seller/setting')
export class DeleteBidIncrementController {
  constructor(
    private readonly settings: SettingsCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('admin')
  @CommandRoute('deleteBidIncrement')
  @BodySchema(removeBody)
  async remove(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(removeBody.shape));
    const rowId = requiredText(body, 'id', 'Required', 128);
    // A row that is not there is a 404 for the admin; the decider stays idempotent for retries.
    if (!(await this.settings.current()).increments.has(rowId))
      throw notFound('Increment not found', 'increment.not-found');
    await this.settings.send(
      MARKETPLACE,
      { type: 'DeleteBidIncrement', rowId },
      actor,
      this.clock.now(),
      commandIdField(body),
    );
    return success('Bid increment deleted', { id: rowId });
  }
}
