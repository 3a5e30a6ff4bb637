import { updateCheckout } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { CartCommandBus } from '../cart-bus/cart-command-bus.js';
import { checkoutInvoiceId } from '../../invoicing/checkout-invoice-id.js';

/**
 * `cart/updateCheckout` `{ cart_id, payment_method }`: the payment method chosen for a pending
 * checkout, kept on the cart so the checkout page shows it again after a reload.
 */
@CommandController()
export class UpdateCheckoutController {
  constructor(private readonly carts: CartCommandBus) {}

  @CommandRoute(updateCheckout)
  async update(@Call() { body, actor }: Call<typeof updateCheckout>) {
    const { cart_id, payment_method: paymentMethod } = body;
    const invoiceId = checkoutInvoiceId(actor.id, cart_id);
    await this.carts.send(actor.id, { type: 'UpdateCheckout', invoiceId, paymentMethod }, actor);
    return success('Checkout updated', body);
  }
}
