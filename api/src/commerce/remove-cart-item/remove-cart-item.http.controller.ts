import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { type Body as Fields, oneOf, readBody, text } from '../../shared/http/request-fields.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { CartReader } from '../cart-search/cart.reader.js';

const removeBody = handParsedBody({
  cart_id: ['id', 'The cart item id (or id, or product_id: the lot held)'],
  id: ['id', 'The cart item id'],
  product_id: ['id', 'The lot whose hold is released'],
  status: ['string', 'removed (default) or cancelled'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});
const FIELDS = Object.keys(removeBody.shape);

/**
 * Taking an item out of the cart releases its hold on the lot, so its units are free again:
 * `cart/cancelItem`, and `cart/changeStatus` / `buynow/changeStatus` with a removing status.
 */
@Controller()
export class RemoveCartItemController {
  constructor(
    private readonly lots: LotCommandBus,
    private readonly reader: CartReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute('cart/cancelItem')
  @BodySchema(removeBody)
  cancel(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    return this.remove(readBody(raw, FIELDS), actor);
  }

  @CommandRoute('cart/changeStatus')
  @BodySchema(removeBody)
  changeCartStatus(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    return this.changeStatus(raw, actor);
  }

  @CommandRoute('buynow/changeStatus')
  @BodySchema(removeBody)
  changeBuyNowStatus(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    return this.changeStatus(raw, actor);
  }

  private changeStatus(raw: unknown, actor: Actor) {
    const body = readBody(raw, FIELDS);
    // The spec does not show the values; the only change a buyer makes before checkout is removal.
    oneOf(body, 'status', ['removed', 'cancelled'] as const, 'removed');
    return this.remove(body, actor);
  }

  private async remove(body: Fields, actor: Actor) {
    const holdId =
      text(body, 'cart_id', { max: 128 }) ?? text(body, 'id', { required: 'Required', max: 128 });
    const lotId = text(body, 'product_id', { max: 128 }) ?? (await this.lotOf(holdId!, actor));
    await this.lots.send(
      lotId,
      { type: 'ReleaseHold', holdId: holdId!, reason: 'cancelled' },
      actor,
      this.clock.now(),
    );
    return success('Item removed from cart', { cart_id: holdId, product_id: lotId });
  }

  private async lotOf(holdId: string, actor: Actor): Promise<string> {
    const { cards } = await this.reader.read(actor.id);
    const card = cards.find((c) => c?.holds?.[holdId]?.userId === actor.id);
    if (!card) throw notFound('Cart item not found', 'buynow.hold-not-found');
    return card.id;
  }
}
