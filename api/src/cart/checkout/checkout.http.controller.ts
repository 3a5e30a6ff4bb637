import { Controller } from '@nestjs/common';
import { checkoutBuyNow, checkoutCart, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { checkoutAnswer } from './checkout.answer.js';
import { CheckoutProcessManager } from '../process-managers/checkout.process-manager.js';

@Controller()
export class CheckoutController {
  constructor(private readonly handler: CheckoutProcessManager) {}

  /** `cart/checkout` and `buynow/checkout` (spec 7, one use case): held items into one invoice. */
  @CommandRoute([checkoutCart, checkoutBuyNow])
  async checkout(
    @ValidBody() body: RequestOf<typeof checkoutCart>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof checkoutCart>> {
    const request = { commandId: body.commandId, holdIds: body.cart_ids };
    const checkedOut = await this.handler.execute(request, actor);
    return success('Checked out', checkoutAnswer(request, checkedOut));
  }
}
