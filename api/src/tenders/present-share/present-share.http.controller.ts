import { Controller } from '@nestjs/common';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { presentShare, type RequestOf } from '@facet/event-schemas';
import { PresentShareHandler } from './present-share.handler.js';

/** `tender/presentShare`: a key holder presents their share after the close. */
@Controller()
export class PresentShareController {
  constructor(private readonly handler: PresentShareHandler) {}

  @Roles('buyer', 'seller', 'admin', 'auditor')
  @CommandRoute(presentShare)
  async present(
    @ValidBody() r: RequestOf<typeof presentShare>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof presentShare>> {
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
