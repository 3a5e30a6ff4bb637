import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { setUpTender } from '@facet/event-schemas';
import { SetUpTenderHandler } from './set-up-tender.handler.js';

/** `admin/tender/setUp`: an auction's sealed lots become one encrypted tender event. */
@CommandController('admin')
export class SetUpTenderController {
  constructor(private readonly handler: SetUpTenderHandler) {}

  @CommandRoute(setUpTender)
  async setUp(@Call() { body: r, actor }: Call<typeof setUpTender>) {
    const request = {
      auctionId: r.auction_id,
      holders: r.holders,
      threshold: r.threshold ?? 2,
      ...(r.commandId ? { commandId: r.commandId } : {}),
    };
    return success('Encrypted tender set up', await this.handler.execute(request, actor));
  }
}
