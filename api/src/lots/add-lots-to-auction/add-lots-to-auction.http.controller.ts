import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { badRequest } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { commandIdField, readBody, requiredText } from '../../shared/http/request-fields.js';
import { AuctionCommandBus } from '../../auctions/auction-bus/auction-command-bus.js';
import { assertManages } from '../domain/lot-guards.rules.js';
import { LotCommandBus } from '../lot-bus/lot-command-bus.js';

const addBody = handParsedBody({
  auctionid: ['id', 'The auction id'],
  project_id: ['id-or-ids', 'The lot id(s)'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/**
 * `seller/auction/addtoAuction` `{ auctionid, project_id: id | id[] }`. The auction decides about
 * itself; the lots are checked here first: a seller adds only their own lots (a stranger's 403, a
 * missing one 404). It lives beside the lots because it needs both buses.
 */
@Controller('seller/auction')
export class AddLotsToAuctionController {
  constructor(
    private readonly auctions: AuctionCommandBus,
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('seller', 'admin')
  @CommandRoute('addtoAuction')
  @BodySchema(addBody)
  async add(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(addBody.shape));
    const auctionId = requiredText(body, 'auctionid', 'Required', 128);
    const ids = Array.isArray(body.project_id) ? body.project_id : [body.project_id];
    if (
      ids.length === 0 ||
      ids.length > 1000 ||
      !ids.every((i) => typeof i === 'string' && i.length > 0 && i.length <= 128)
    ) {
      throw badRequest('Required', 'request.invalid-field', { field: 'project_id' });
    }
    for (const id of new Set(ids as string[])) assertManages(await this.lots.latest(id), actor);
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
