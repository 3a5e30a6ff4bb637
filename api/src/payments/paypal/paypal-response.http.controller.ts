import { Controller } from '@nestjs/common';
import { paypalResponse, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { PayThroughProvider } from '../online-providers/pay-through-provider.js';

/**
 * `payment/paypal_response`: the payer is back from approving the order on PayPal's page, with
 * its id (`payload.token`, as PayPal's return address carries it); the approved order pays the
 * invoice. Without PayPal credentials: 'Payment provider not configured'.
 */
@Controller()
export class PayPalResponseController {
  constructor(private readonly provider: PayThroughProvider) {}

  @CommandRoute(paypalResponse)
  async paypal(
    @ValidBody() body: RequestOf<typeof paypalResponse>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof paypalResponse>> {
    const token = body.payload?.token;
    const orderId = typeof token === 'string' ? token.slice(0, 255) : undefined;
    return success('Paid with PayPal', await this.provider.pay('paypal', body, actor, orderId));
  }
}
