import { Controller } from '@nestjs/common';
import {
  payCybersource,
  payNorthCapital,
  payPaytm,
  type RequestOf,
  versapayValidatePayment,
} from '@facet/event-schemas';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { notConfigured } from './not-configured.js';

type Body = RequestOf<typeof payCybersource>;

/**
 * The spec's providers this marketplace has no adapter for (VersaPay, CyberSource, North
 * Capital, Paytm's direct payment): the routes exist, validate what they are sent, and say so.
 * PayPal and Authorize.Net have adapters (paypal/, authorize-net/) and say so until configured.
 * The README's provider table lists them.
 */
@Controller()
export class UnconfiguredProvidersController {
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
