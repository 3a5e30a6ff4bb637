import { Controller, Headers, Req } from '@nestjs/common';
import { stripeWebhook, stripeWebhookThird } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import type { WithRawBody } from '../../shared/http/raw-body.js';
import { StripeWebhookHandler } from './stripe-webhook.handler.js';

/** `payment/stripe_payment` and `paymentThird/stripe/stripe_payment`: Stripe calls, signed. */
@Controller()
export class StripeWebhookController {
  constructor(private readonly webhook: StripeWebhookHandler) {}

  // No bearer: Stripe's signature over the raw body is the caller's proof.
  @Public()
  @CommandRoute([stripeWebhook, stripeWebhookThird])
  async receive(
    @Req() req: WithRawBody,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<Reply<typeof stripeWebhook>> {
    return success('Received', await this.webhook.receive(req.rawBody, signature));
  }
}
