import { Logger, type Provider } from '@nestjs/common';
import type { PaymentGateway } from '../gateway/payment-gateway.port.js';
import { notConfigured } from '../unconfigured-providers/not-configured.js';
import {
  AUTHORIZE_NET,
  AuthorizeNetPaymentGateway,
} from '../authorize-net/authorize-net-payment.gateway.js';
import { authorizeNetSettingsFrom } from '../authorize-net/authorize-net-settings.js';
import { PAYPAL, PayPalPaymentGateway } from '../paypal/paypal-payment.gateway.js';
import { payPalClient, payPalSettingsFrom } from '../paypal/paypal-settings.js';

/** The spec's named providers an online payment can go through besides the card gateway. */
export type OnlineProvider = 'paypal' | 'authorize-net';

/**
 * The named providers configured in this process, each its own adapter behind the payments port;
 * one without credentials is absent, and its route answers that it is not configured.
 */
export class OnlineProviderGateways {
  constructor(private readonly gateways: Partial<Record<OnlineProvider, PaymentGateway>>) {}

  of(provider: OnlineProvider): PaymentGateway | undefined {
    return this.gateways[provider];
  }

  /** The provider a payment's reference came from (a refund goes back there); none: the card gateway's. */
  forReference(reference: string): PaymentGateway | undefined {
    if (reference.startsWith(PAYPAL)) return this.named('paypal');
    if (reference.startsWith(AUTHORIZE_NET)) return this.named('authorize-net');
    return undefined;
  }

  /** Credentials removed since the payment: nothing can be asked of the provider. */
  private named(provider: OnlineProvider): PaymentGateway {
    return this.gateways[provider] ?? notConfigured();
  }
}

/** PAYPAL_CLIENT_ID/_SECRET and AUTHORIZENET_API_LOGIN_ID/_TRANSACTION_KEY; the log says which. */
export const onlineProviderGateways: Provider = {
  provide: OnlineProviderGateways,
  useFactory: () => {
    const log = new Logger('Payments');
    const paypal = payPalSettingsFrom(process.env);
    const authorizeNet = authorizeNetSettingsFrom(process.env);
    if (paypal) log.log(`Payments: PayPal at ${paypal.apiBase} (${paypal.currency})`);
    if (authorizeNet) log.log(`Payments: Authorize.Net at ${authorizeNet.endpoint}`);
    return new OnlineProviderGateways({
      ...(paypal && { paypal: new PayPalPaymentGateway(payPalClient(paypal), paypal.currency) }),
      ...(authorizeNet && { 'authorize-net': new AuthorizeNetPaymentGateway(authorizeNet) }),
    });
  },
};
