import { Controller } from '@nestjs/common';
import { countCartItems, type RequestOf, searchBuyNowCart, searchCart } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { CartQuery } from '../cart.query.js';

/** The buyer's cart (spec 7): the buy-now cart, the cart with its lapsed holds, the header's count. */
@Controller()
export class SearchCartController {
  constructor(private readonly cart: CartQuery) {}

  @CommandRoute(searchBuyNowCart)
  async buyNow(
    @ValidBody() _: RequestOf<typeof searchBuyNowCart>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof searchBuyNowCart>> {
    const { nonCartItems: _lapsed, ...detail } = await this.cart.detail(actor.id);
    return success('Cart', detail);
  }

  @CommandRoute(searchCart)
  async cartSearch(
    @ValidBody() _: RequestOf<typeof searchCart>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof searchCart>> {
    return success('Cart', await this.cart.detail(actor.id));
  }

  @CommandRoute(countCartItems)
  async pendingCount(
    @ValidBody() _: RequestOf<typeof countCartItems>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof countCartItems>> {
    const { cartItems } = await this.cart.detail(actor.id);
    return success('Pending count', { count: cartItems.length });
  }
}
