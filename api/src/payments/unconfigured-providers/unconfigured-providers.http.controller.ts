import { Controller } from '@nestjs/common';
import {
  payAuthorizeNet,
  payCybersource,
  payNorthCapital,
  payPaytm,
  paypalResponse,
  type RequestOf,
  versapayValidatePayment,
} from '@facet/event-schemas';
import { rejected } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { ValidBody } from '../../shared/http/request-body.js';

type Body = RequestOf<typeof payAuthorizeNet>;

/** Nothing is asked of a provider without credentials, so nothing can move: a clear 422. */
const notConfigured = (): never => {
  throw rejected('Payment provider not configured', 'payment.provider-not-configured');
};

/**
 * The spec's providers this marketplace has no credentials or adapter for (Authorize.Net, PayPal,
 * VersaPay, CyberSource, North Capital, Paytm's direct payment): the routes exist, validate what
 * they are sent, and say so. The README's provider table lists them.
 */
@Controller()
export class UnconfiguredProvidersController {
  @CommandRoute(payAuthorizeNet)
  authorizeNet(@ValidBody() _body: Body): never {
    return notConfigured();
  }

  @CommandRoute(paypalResponse)
  paypal(@ValidBody() _body: Body): never {
    return notConfigured();
  }

  @CommandRoute(versapayValidatePayment)
  versapay(@ValidBody() _body: Body): never {
    return notConfigured();
  }

  @CommandRoute(payCybersource)
  cybersource(@ValidBody() _body: Body): never {
    return notConfigured();
  }

  @CommandRoute(payNorthCapital)
  northCapital(@ValidBody() _body: Body): never {
    return notConfigured();
  }

  @CommandRoute(payPaytm)
  paytm(@ValidBody() _body: Body): never {
    return notConfigured();
  }
}
