import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import { invoicePaymentMethods } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { oneOf, readBody, requiredText } from '../../shared/http/request-fields.js';
import { CartCommandBus } from '../cart-bus/cart-command-bus.js';
import { checkoutInvoiceId } from '../checkout/checkout-id.js';

const updateBody = handParsedBody({
  cart_id: ['id', "The checkout page's cart id"],
  payment_method: ['string', 'The payment method'],
});

/**
 * `cart/updateCheckout` `{ cart_id, payment_method }`: the payment method chosen for a pending
 * checkout, kept on the cart so the checkout page shows it again after a reload.
 */
@Controller('cart')
export class UpdateCheckoutController {
  constructor(
    private readonly carts: CartCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute('updateCheckout')
  @BodySchema(updateBody)
  async update(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(updateBody.shape));
    const cartId = requiredText(body, 'cart_id', 'Cart item not found', 128);
    const paymentMethod = oneOf(body, 'payment_method', invoicePaymentMethods);
    const invoiceId = checkoutInvoiceId(actor.id, cartId);
    await this.carts.send(
      actor.id,
      { type: 'UpdateCheckout', invoiceId, paymentMethod },
      actor,
      this.clock.now(),
    );
    return success('Checkout updated', { cart_id: cartId, payment_method: paymentMethod });
  }
}
