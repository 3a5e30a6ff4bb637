import { Controller } from '@nestjs/common';
import { placePreBid, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { PlacePreBidHandler } from './place-pre-bid.handler.js';

@Controller()
export class PlacePreBidController {
  constructor(private readonly handler: PlacePreBidHandler) {}

  /** `bid/preBidConfirm`: a maximum placed before the lot starts, applied at opening. */
  @CommandRoute(placePreBid)
  async preBid(
    @ValidBody() body: RequestOf<typeof placePreBid>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof placePreBid>> {
    return success('Pre Bid placed successfully', await this.handler.execute(body, actor));
  }
}
