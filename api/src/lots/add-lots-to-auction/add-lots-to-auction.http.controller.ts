import { Controller } from '@nestjs/common';
import { addLotsToAuction, type RequestOf } from '@facet/event-schemas';
import { AuctionCommandBus } from '../../auctions/auction-bus/auction-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { assertManages } from '../domain/lot-guards.rules.js';
import { LotCommandBus } from '../lot-bus/lot-command-bus.js';

/**
 * `seller/auction/addtoAuction` `{ auctionid, project_id: id | id[] }`. The auction decides about
 * itself; the lots are checked here first: a seller adds only their own lots (a stranger's 403, a
 * missing one 404). It lives beside the lots because it needs both buses.
 */
@Controller()
export class AddLotsToAuctionController {
  constructor(
    private readonly auctions: AuctionCommandBus,
    private readonly lots: LotCommandBus,
  ) {}

  @Roles('seller', 'admin')
  @CommandRoute(addLotsToAuction)
  async add(
    @ValidBody() { auctionid, project_id, commandId }: RequestOf<typeof addLotsToAuction>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof addLotsToAuction>> {
    for (const id of new Set(project_id)) assertManages(await this.lots.latest(id), actor);
    const command = { type: 'AddLotsToAuction' as const, lotIds: project_id };
    await this.auctions.sendNow(auctionid, command, actor, commandId);
    return success('Lots added to auction', { id: auctionid, project_id });
  }
}
