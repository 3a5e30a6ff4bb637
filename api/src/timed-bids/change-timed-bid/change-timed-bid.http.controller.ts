import { Controller } from '@nestjs/common';
import { cancelTimedBid, changeTimedBid, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { ChangeTimedBidHandler } from './change-timed-bid.handler.js';

@Controller()
export class ChangeTimedBidController {
  constructor(private readonly handler: ChangeTimedBidHandler) {}

  /** `ttwbid/update`: the owner changes the amount or the time before it comes. */
  @CommandRoute(changeTimedBid)
  async change(
    @ValidBody() body: RequestOf<typeof changeTimedBid>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof changeTimedBid>> {
    return success('Timed bid changed', await this.handler.change(body, actor));
  }

  /** `ttwbid/delete`: the owner withdraws it before its time. */
  @CommandRoute(cancelTimedBid)
  async cancel(
    @ValidBody() body: RequestOf<typeof cancelTimedBid>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof cancelTimedBid>> {
    return success('Timed bid cancelled', await this.handler.cancel(body, actor));
  }
}
