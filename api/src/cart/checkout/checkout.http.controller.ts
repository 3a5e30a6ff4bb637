import { checkoutBuyNow, checkoutCart } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { checkoutAnswer } from './checkout.answer.js';
import { CheckoutProcessManager } from '../process-managers/checkout.process-manager.js';

@CommandController()
export class CheckoutController {
  constructor(private readonly handler: CheckoutProcessManager) {}

  /** `cart/checkout` and `buynow/checkout` (spec 7, one use case): held items into one invoice. */
  @CommandRoute([checkoutCart, checkoutBuyNow])
  async checkout(@Call() { body, actor }: Call<typeof checkoutCart>) {
    const request = { commandId: body.commandId, holdIds: body.cart_ids };
    const checkedOut = await this.handler.execute(request, actor);
    return success('Checked out', checkoutAnswer(request, checkedOut));
  }
}
