import { Controller, Inject } from '@nestjs/common';
import { paymentFormConfig } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { STRIPE_SETTINGS } from '../stripe/stripe.providers.js';
import type { StripeSettings } from '../stripe/stripe-settings.js';

/** `paymentThird/stripe/config`: Elements with the publishable key, or the sandbox card form. */
@Controller()
export class PaymentFormConfigController {
  constructor(@Inject(STRIPE_SETTINGS) private readonly stripe: StripeSettings | undefined) {}

  @Public()
  @CommandRoute(paymentFormConfig)
  config(): Reply<typeof paymentFormConfig> {
    const key = this.stripe?.publishableKey ?? null;
    return success('Payment form', {
      provider: this.stripe ? 'stripe' : 'sandbox',
      publishable_key: key,
    });
  }
}
