import { Controller } from '@nestjs/common';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import type { AddToCartAnswer } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { AddToCartHandler } from './add-to-cart.handler.js';
import { addToCartBody, parseAddToCart } from './add-to-cart.request.js';

/** `buynow/addToCart`: holds each lot's units for `cart_hold_minutes` (spec 4, 5, 7). */
@Controller('buynow')
export class AddToCartController {
  constructor(private readonly handler: AddToCartHandler) {}

  @CommandRoute('addToCart')
  @BodySchema(addToCartBody)
  async add(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const answer = await this.handler.execute(parseAddToCart(raw), actor);
    return success<AddToCartAnswer>('Added to cart', answer);
  }
}
