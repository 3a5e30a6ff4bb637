import { Controller } from '@nestjs/common';
import { addToCart, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { AddToCartHandler } from './add-to-cart.handler.js';

@Controller()
export class AddToCartController {
  constructor(private readonly handler: AddToCartHandler) {}

  /** `buynow/addToCart`: holds each lot's units for `cart_hold_minutes` (spec 4, 5, 7). */
  @CommandRoute(addToCart)
  async add(
    @ValidBody() body: RequestOf<typeof addToCart>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof addToCart>> {
    const request = { entries: body.cart, commandId: body.commandId };
    return success('Added to cart', await this.handler.execute(request, actor));
  }
}
