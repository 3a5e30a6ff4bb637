import {
  payCybersource,
  payNorthCapital,
  payPaytm,
  versapayValidatePayment,
} from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { notConfigured } from './not-configured.js';

/**
 * The spec's providers this marketplace has no adapter for (VersaPay, CyberSource, North
 * Capital, Paytm's direct payment): the routes exist, validate what they are sent, and say so.
 * PayPal and Authorize.Net have adapters (paypal/, authorize-net/) and say so until configured.
 * The README's provider table lists them.
 */
@CommandController()
export class UnconfiguredProvidersController {
  @CommandRoute(versapayValidatePayment)
  versapay(@Call() _: Call<typeof versapayValidatePayment>): never {
    return notConfigured();
  }

  @CommandRoute(payCybersource)
  cybersource(@Call() _: Call<typeof payCybersource>): never {
    return notConfigured();
  }

  @CommandRoute(payNorthCapital)
  northCapital(@Call() _: Call<typeof payNorthCapital>): never {
    return notConfigured();
  }

  @CommandRoute(payPaytm)
  paytm(@Call() _: Call<typeof payPaytm>): never {
    return notConfigured();
  }
}
