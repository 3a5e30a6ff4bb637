import { Controller } from '@nestjs/common';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { type RequestOf, setUpTender } from '@facet/event-schemas';
import { SetUpTenderHandler } from './set-up-tender.handler.js';

/** `admin/tender/setUp`: an auction's sealed lots become one encrypted tender event. */
@Controller()
export class SetUpTenderController {
  constructor(private readonly handler: SetUpTenderHandler) {}

  @Roles('admin')
  @CommandRoute(setUpTender)
  async setUp(
    @ValidBody() r: RequestOf<typeof setUpTender>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof setUpTender>> {
    const request = {
      auctionId: r.auction_id,
      holders: r.holders,
      threshold: r.threshold ?? 2,
      ...(r.commandId ? { commandId: r.commandId } : {}),
    };
    return success('Encrypted tender set up', await this.handler.execute(request, actor));
  }
}
