import { Controller } from '@nestjs/common';
import { refreshCart, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { RefreshCartHandler } from './refresh-cart.handler.js';

@Controller()
export class RefreshCartController {
  constructor(private readonly handler: RefreshCartHandler) {}

  /** `buynow/refreshCart`: the cart, its lapsed holds released now. */
  @CommandRoute(refreshCart)
  async refresh(
    @ValidBody() _: RequestOf<typeof refreshCart>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof refreshCart>> {
    return success('Cart refreshed', await this.handler.execute(actor));
  }
}
