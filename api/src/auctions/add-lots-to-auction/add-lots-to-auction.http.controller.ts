import { Body, Controller, Inject } from '@nestjs/common';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { badRequest } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { commandIdField, readBody, requiredText } from '../../shared/http/request-fields.js';
import { AuctionCommandBus } from '../auction-bus/auction-command-bus.js';

/** `seller/auction/addtoAuction` `{ auctionid, project_id: id | id[] }`. */
@Controller('seller/auction')
export class AddLotsToAuctionController {
  constructor(
    private readonly auctions: AuctionCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('seller', 'admin')
  @CommandRoute('addtoAuction')
  async add(@Body() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, ['auctionid', 'project_id', 'commandId']);
    const auctionId = requiredText(body, 'auctionid', 'Required', 128);
    const ids = Array.isArray(body.project_id) ? body.project_id : [body.project_id];
    if (
      ids.length === 0 ||
      ids.length > 1000 ||
      !ids.every((i) => typeof i === 'string' && i.length > 0 && i.length <= 128)
    ) {
      throw badRequest('Required', 'request.invalid-field', { field: 'project_id' });
    }
    await this.auctions.send(
      auctionId,
      { type: 'AddLotsToAuction', lotIds: ids as string[] },
      actor,
      this.clock.now(),
      commandIdField(body),
    );
    return success('Lots added to auction', { id: auctionId, project_id: ids });
  }
}
