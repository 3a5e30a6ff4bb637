import { Controller, Inject } from '@nestjs/common';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import type { CheckoutAnswer } from '@facet/event-schemas';
import { type Actor, USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { CheckoutHandler } from '../checkout/checkout.handler.js';
import { checkoutAnswer } from '../checkout/checkout.http.controller.js';
import { checkoutBody, parseCheckout } from '../checkout/checkout.request.js';
import { forUserBody, parseForUser } from './for-user.request.js';

const checkoutForUserBody = forUserBody(checkoutBody);

/**
 * `seller/cart/checkout` (admin): the user's held items into one invoice, as `cart/checkout` does
 * for the user themself. The holds and the invoice are the user's; the events record the admin.
 */
@Controller('seller/cart')
export class CheckoutForUserController {
  constructor(
    private readonly handler: CheckoutHandler,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  @Roles('admin')
  @CommandRoute('checkout')
  @BodySchema(checkoutForUserBody)
  async checkout(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const { userId, rest } = parseForUser(raw, Object.keys(checkoutBody.shape), this.users);
    const request = parseCheckout(rest);
    const checkedOut = await this.handler.execute(request, actor, userId);
    return success<CheckoutAnswer>('Checked out', checkoutAnswer(request, checkedOut));
  }
}
