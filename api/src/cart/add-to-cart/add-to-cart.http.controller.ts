import { addToCart } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { AddToCartHandler } from './add-to-cart.handler.js';

@CommandController()
export class AddToCartController {
  constructor(private readonly handler: AddToCartHandler) {}

  /** `buynow/addToCart`: holds each lot's units for `cart_hold_minutes` (spec 4, 5, 7). */
  @CommandRoute(addToCart)
  async add(@Call() { body, actor }: Call<typeof addToCart>) {
    const request = { entries: body.cart, commandId: body.commandId };
    return success('Added to cart', await this.handler.execute(request, actor));
  }
}
