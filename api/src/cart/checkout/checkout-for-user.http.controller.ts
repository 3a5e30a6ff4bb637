import { Controller, Inject } from '@nestjs/common';
import { checkoutCartForUser, type RequestOf } from '@facet/event-schemas';
import { type Actor, USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { checkoutAnswer } from './checkout.answer.js';
import { CheckoutProcessManager } from '../process-managers/checkout.process-manager.js';

/**
 * `seller/cart/checkout` (a seller or an admin): the user's held items into one invoice, as
 * `cart/checkout` does for the user themself. The holds and the invoice are the user's; the
 * events record who acted. A seller takes only holds on their own lots (SFB-4).
 */
@Controller()
export class CheckoutForUserController {
  constructor(
    private readonly handler: CheckoutProcessManager,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  @Roles('seller', 'admin')
  @CommandRoute(checkoutCartForUser)
  async checkout(
    @ValidBody() body: RequestOf<typeof checkoutCartForUser>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof checkoutCartForUser>> {
    if (!this.users.byId(body.user_id)) throw notFound('User not found', 'user.not-found');
    const request = { commandId: body.commandId, holdIds: body.cart_ids };
    const checkedOut = await this.handler.execute(request, actor, body.user_id);
    return success('Checked out', checkoutAnswer(request, checkedOut));
  }
}
