import { countCartItems, searchBuyNowCart, searchCart } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { CartQuery } from '../cart.query.js';

/** The buyer's cart (spec 7): the buy-now cart, the cart with its lapsed holds, the header's count. */
@CommandController()
export class SearchCartController {
  constructor(private readonly cart: CartQuery) {}

  @CommandRoute(searchBuyNowCart)
  async buyNow(@Call() { actor }: Call<typeof searchBuyNowCart>) {
    const { nonCartItems: _lapsed, ...detail } = await this.cart.detail(actor.id);
    return success('Cart', detail);
  }

  @CommandRoute(searchCart)
  async cartSearch(@Call() { actor }: Call<typeof searchCart>) {
    return success('Cart', await this.cart.detail(actor.id));
  }

  @CommandRoute(countCartItems)
  async pendingCount(@Call() { actor }: Call<typeof countCartItems>) {
    const { cartItems } = await this.cart.detail(actor.id);
    return success('Pending count', { count: cartItems.length });
  }
}
