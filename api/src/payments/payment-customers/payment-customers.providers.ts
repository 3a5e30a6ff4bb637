import type { Provider } from '@nestjs/common';
import type Stripe from 'stripe';
import { STRIPE_CLIENT } from '../stripe/stripe.providers.js';
import { StripePaymentCustomers } from '../stripe/stripe-payment-customers.js';
import { OfflinePaymentCustomers } from './offline-payment-customers.js';
import { PaymentCustomerBus } from './payment-customer.bus.js';
import { PAYMENT_CUSTOMERS } from './payment-customers.port.js';

/** Stripe's card and bank service when STRIPE_SECRET_KEY is set, the offline one otherwise. */
export const paymentCustomersProviders: Provider[] = [
  PaymentCustomerBus,
  {
    provide: PAYMENT_CUSTOMERS,
    inject: [STRIPE_CLIENT, PaymentCustomerBus],
    useFactory: (stripe: Stripe | undefined, bus: PaymentCustomerBus) =>
      stripe ? new StripePaymentCustomers(stripe) : new OfflinePaymentCustomers(bus),
  },
];
