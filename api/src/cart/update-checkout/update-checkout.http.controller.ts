import { Controller } from '@nestjs/common';
import { type RequestOf, updateCheckout } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { CartCommandBus } from '../cart-bus/cart-command-bus.js';
import { checkoutInvoiceId } from '../../invoicing/checkout-invoice-id.js';

/**
 * `cart/updateCheckout` `{ cart_id, payment_method }`: the payment method chosen for a pending
 * checkout, kept on the cart so the checkout page shows it again after a reload.
 */
@Controller()
export class UpdateCheckoutController {
  constructor(private readonly carts: CartCommandBus) {}

  @CommandRoute(updateCheckout)
  async update(
    @ValidBody() body: RequestOf<typeof updateCheckout>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof updateCheckout>> {
    const { cart_id, payment_method: paymentMethod } = body;
    const invoiceId = checkoutInvoiceId(actor.id, cart_id);
    await this.carts.send(actor.id, { type: 'UpdateCheckout', invoiceId, paymentMethod }, actor);
    return success('Checkout updated', body);
  }
}
