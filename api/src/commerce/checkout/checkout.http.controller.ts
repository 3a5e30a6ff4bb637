import { Controller } from '@nestjs/common';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import type { CheckoutAnswer } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { centsToDollars } from '../../shared/money/index.js';
import { invoiceTotal } from '../domain/invoice.decider.js';
import { type CheckedOut, CheckoutHandler, type CheckoutRequest } from './checkout.handler.js';
import { checkoutBody, parseCheckout } from './checkout.request.js';

/** `cart/checkout` and `buynow/checkout` (spec 7, one use case): held items into one invoice. */
@Controller()
export class CheckoutController {
  constructor(private readonly handler: CheckoutHandler) {}

  @CommandRoute('cart/checkout')
  @BodySchema(checkoutBody)
  cart(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    return this.checkout(raw, actor);
  }

  @CommandRoute('buynow/checkout')
  @BodySchema(checkoutBody)
  buyNow(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    return this.checkout(raw, actor);
  }

  private async checkout(raw: unknown, actor: Actor) {
    const request = parseCheckout(raw);
    const checkedOut = await this.handler.execute(request, actor);
    return success<CheckoutAnswer>('Checked out', checkoutAnswer(request, checkedOut));
  }
}

/** What a checkout answers, the buyer's own or an admin's for them. */
export const checkoutAnswer = (
  request: CheckoutRequest,
  { invoice, paymentMethod }: CheckedOut,
): CheckoutAnswer => ({
  invoice_id: invoice.invoiceId,
  cart_id: request.commandId,
  number: invoice.number,
  total: centsToDollars(invoiceTotal(invoice)),
  payment_method: paymentMethod,
});
