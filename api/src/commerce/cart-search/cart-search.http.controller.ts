import { Controller, Inject } from '@nestjs/common';
import { BodySchema, emptyBody, ValidBody } from '../../security/body-schema.js';
import type { CartDetail, CartPendingCount } from '@facet/event-schemas';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { cartDetail } from './cart.query.js';
import { CartReader } from './cart.reader.js';

/**
 * The buyer's cart (spec 7): `buynow/search` and `cart/search` (which adds `nonCartItems`, the
 * lapsed holds), `cart/pendingCount` for the header, `buynow/refreshCart` which also releases the
 * buyer's lapsed holds at once instead of waiting for the scheduler's tick.
 */
@Controller()
export class CartSearchController {
  constructor(
    private readonly reader: CartReader,
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute('buynow/search')
  @BodySchema(emptyBody)
  async buyNowSearch(@ValidBody() _body: unknown, @CurrentActor() actor: Actor) {
    const { nonCartItems: _lapsed, ...detail } = await this.detail(actor);
    return success<CartDetail>('Cart', detail);
  }

  @CommandRoute('cart/search')
  @BodySchema(emptyBody)
  async cartSearch(@ValidBody() _body: unknown, @CurrentActor() actor: Actor) {
    return success<CartDetail>('Cart', await this.detail(actor));
  }

  @CommandRoute('cart/pendingCount')
  @BodySchema(emptyBody)
  async pendingCount(@ValidBody() _body: unknown, @CurrentActor() actor: Actor) {
    const { cartItems } = await this.detail(actor);
    return success<CartPendingCount>('Pending count', { count: cartItems.length });
  }

  @CommandRoute('buynow/refreshCart')
  @BodySchema(emptyBody)
  async refresh(@ValidBody() _body: unknown, @CurrentActor() actor: Actor) {
    const detail = await this.detail(actor);
    for (const item of detail.nonCartItems) {
      await this.lots.send(
        item.product_id,
        { type: 'ReleaseHold', holdId: item.cart_id, reason: 'expired' },
        actor,
        this.clock.now(),
      );
    }
    return success<CartDetail>('Cart refreshed', { ...detail, nonCartItems: [] });
  }

  private async detail(actor: Actor) {
    const { cart, cards } = await this.reader.read(actor.id);
    return cartDetail(cards, actor.id, cart?.address ?? null, this.clock.now());
  }
}
