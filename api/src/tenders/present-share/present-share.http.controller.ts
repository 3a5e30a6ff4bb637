import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { presentShare } from '@facet/event-schemas';
import { PresentShareHandler } from './present-share.handler.js';

/** `tender/presentShare`: a key holder presents their share after the close. */
@CommandController('buyer', 'seller', 'admin', 'auditor')
export class PresentShareController {
  constructor(private readonly handler: PresentShareHandler) {}

  @CommandRoute(presentShare)
  async present(@Call() { body: r, actor }: Call<typeof presentShare>) {
    const request = {
      auctionId: r.auction_id,
      share: r.share,
      ...(r.commandId ? { commandId: r.commandId } : {}),
    };
    const answer = await this.handler.execute(request, actor);
    const message = answer.opened
      ? 'The tenders are open'
      : `Share accepted: ${answer.needed} more needed to open the tenders`;
    return success(message, answer);
  }
}
