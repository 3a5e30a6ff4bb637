import { Logger, type Provider } from '@nestjs/common';
import type Stripe from 'stripe';
import { PAYMENT_GATEWAY } from '../gateway/payment-gateway.port.js';
import { SandboxPaymentGateway } from '../gateway/sandbox-payment.gateway.js';
import { StripePaymentGateway } from './stripe-payment.gateway.js';
import { stripeClient, type StripeSettings, stripeSettingsFrom } from './stripe-settings.js';

export const STRIPE_SETTINGS = Symbol('STRIPE_SETTINGS');
/** The SDK client, or undefined when no STRIPE_SECRET_KEY is configured (the sandbox is used). */
export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/**
 * Stripe's settings and SDK client (undefined without STRIPE_SECRET_KEY): one pair, kept by the
 * card and bank service's module and shared with the payments it makes.
 */
export const stripeClientProviders: Provider[] = [
  { provide: STRIPE_SETTINGS, useFactory: () => stripeSettingsFrom(process.env) },
  {
    provide: STRIPE_CLIENT,
    inject: [STRIPE_SETTINGS],
    useFactory: (s: StripeSettings | undefined) => (s ? stripeClient(s) : undefined),
  },
];

/** Stripe when STRIPE_SECRET_KEY is set, the SANDBOX gateway otherwise; the log says which. */
export const stripeProviders: Provider[] = [
  {
    provide: PAYMENT_GATEWAY,
    inject: [STRIPE_SETTINGS, STRIPE_CLIENT],
    useFactory: (s: StripeSettings | undefined, stripe: Stripe | undefined) => {
      const log = new Logger('Payments');
      if (!s || !stripe) {
        log.warn('Payments: SANDBOX (online payments approved without moving money)');
        return new SandboxPaymentGateway();
      }
      log.log(`Payments: Stripe at ${s.apiBase ?? 'api.stripe.com'} (${s.currency})`);
      return new StripePaymentGateway(stripe, s.currency);
    },
  },
];
