import { addLotsToAuction } from '@facet/event-schemas';
import { AuctionCommandBus } from '../../auctions/auction-bus/auction-command-bus.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { assertManages } from '../domain/lot-guards.rules.js';
import { LotCommandBus } from '../lot-bus/lot-command-bus.js';

/**
 * `seller/auction/addtoAuction` `{ auctionid, project_id: id | id[] }`. The auction decides about
 * itself; the lots are checked here first: a seller adds only their own lots (a stranger's 403, a
 * missing one 404). It lives beside the lots because it needs both buses.
 */
@CommandController('seller', 'admin')
export class AddLotsToAuctionController {
  constructor(
    private readonly auctions: AuctionCommandBus,
    private readonly lots: LotCommandBus,
  ) {}

  @CommandRoute(addLotsToAuction)
  async add(
    @Call() { body: { auctionid, project_id, commandId }, actor }: Call<typeof addLotsToAuction>,
  ) {
    for (const id of new Set(project_id)) assertManages(await this.lots.latest(id), actor);
    const command = { type: 'AddLotsToAuction' as const, lotIds: project_id };
    await this.auctions.sendNow(auctionid, command, actor, commandId);
    return success('Lots added to auction', { id: auctionid, project_id });
  }
}
