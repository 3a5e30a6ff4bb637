import { Controller } from '@nestjs/common';
import { placeBid, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { PlaceBidHandler } from './place-bid.handler.js';

@Controller()
export class PlaceBidController {
  constructor(private readonly handler: PlaceBidHandler) {}

  /** `bid/confirm`: proxy or hard by the lot's mode, reverse or sealed by its type. */
  @CommandRoute(placeBid)
  async confirm(
    @ValidBody() body: RequestOf<typeof placeBid>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof placeBid>> {
    const { response, sealed } = await this.handler.execute(body, actor);
    return success(sealed ? 'Offer Placed Successfully' : 'Bid placed successfully', response);
  }
}
