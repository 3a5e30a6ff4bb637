import { refreshCart } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { RefreshCartHandler } from './refresh-cart.handler.js';

@CommandController()
export class RefreshCartController {
  constructor(private readonly handler: RefreshCartHandler) {}

  /** `buynow/refreshCart`: the cart, its lapsed holds released now. */
  @CommandRoute(refreshCart)
  async refresh(@Call() { actor }: Call<typeof refreshCart>) {
    return success('Cart refreshed', await this.handler.execute(actor));
  }
}
