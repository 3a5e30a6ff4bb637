import { Inject } from '@nestjs/common';
import { checkoutCartForUser } from '@facet/event-schemas';
import { USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { checkoutAnswer } from './checkout.answer.js';
import { CheckoutProcessManager } from '../process-managers/checkout.process-manager.js';

/**
 * `seller/cart/checkout` (a seller or an admin): the user's held items into one invoice, as
 * `cart/checkout` does for the user themself. The holds and the invoice are the user's; the
 * events record who acted. A seller takes only holds on their own lots (SFB-4).
 */
@CommandController('seller', 'admin')
export class CheckoutForUserController {
  constructor(
    private readonly handler: CheckoutProcessManager,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  @CommandRoute(checkoutCartForUser)
  async checkout(@Call() { body, actor }: Call<typeof checkoutCartForUser>) {
    if (!this.users.byId(body.user_id)) throw notFound('User not found', 'user.not-found');
    const request = { commandId: body.commandId, holdIds: body.cart_ids };
    const checkedOut = await this.handler.execute(request, actor, body.user_id);
    return success('Checked out', checkoutAnswer(request, checkedOut));
  }
}
