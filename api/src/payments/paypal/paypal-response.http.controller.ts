import { paypalResponse } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { PayThroughProvider } from '../online-providers/pay-through-provider.js';

/**
 * `payment/paypal_response`: the payer is back from approving the order on PayPal's page, with
 * its id (`payload.token`, as PayPal's return address carries it); the approved order pays the
 * invoice. Without PayPal credentials: 'Payment provider not configured'.
 */
@CommandController()
export class PayPalResponseController {
  constructor(private readonly provider: PayThroughProvider) {}

  @CommandRoute(paypalResponse)
  async paypal(@Call() { body, actor }: Call<typeof paypalResponse>) {
    const token = body.payload?.token;
    const orderId = typeof token === 'string' ? token.slice(0, 255) : undefined;
    return success('Paid with PayPal', await this.provider.pay('paypal', body, actor, orderId));
  }
}
