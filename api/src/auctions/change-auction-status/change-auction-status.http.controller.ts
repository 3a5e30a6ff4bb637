import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { commandIdField, oneOf, readBody, requiredText } from '../../shared/http/request-fields.js';
import { AuctionCommandBus } from '../auction-bus/auction-command-bus.js';

const changeBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
  status: ['string', 'The new status'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

@Controller('seller/auction')
export class ChangeAuctionStatusController {
  constructor(
    private readonly auctions: AuctionCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('seller', 'admin')
  @CommandRoute('changeStatus')
  @BodySchema(changeBody)
  async change(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(changeBody.shape));
    const id = requiredText(body, 'id', 'Required', 128);
    const status = oneOf(body, 'status', ['active', 'inactive', 'removed'] as const);
    await this.auctions.send(
      id,
      { type: 'ChangeAuctionStatus', status },
      actor,
      this.clock.now(),
      commandIdField(body),
    );
    return success('Status updated successfully', { id, status });
  }
}
