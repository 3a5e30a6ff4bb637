import type { EventsOf } from '../lots/index.js';
import type { cardVaultEvents } from './card-vault.events.js';
import type { redirectPaymentEvents } from './redirect-payment.events.js';
import {
  PaymentCustomerCreated,
  PaymentCustomerUpdated,
  PaymentSourceChanged,
  PaymentSourceRemoved,
  PaymentSourceSaved,
} from './payment-customer.events.js';
import {
  OnlinePaymentRefused,
  OnlinePaymentStarted,
  ProviderEventReceived,
} from './online-payment.events.js';

export * from './card-vault.events.js';
export * from './redirect-payment.events.js';

export type RedirectPaymentEvent = EventsOf<(typeof redirectPaymentEvents)[number]>;
export type CardVaultEvent = EventsOf<(typeof cardVaultEvents)[number]>;

export * from './payment-customer.events.js';
export * from './online-payment.events.js';

export const paymentCustomerEvents = [
  PaymentCustomerCreated,
  PaymentCustomerUpdated,
  PaymentSourceSaved,
  PaymentSourceChanged,
  PaymentSourceRemoved,
] as const;

export const onlinePaymentEvents = [
  OnlinePaymentStarted,
  OnlinePaymentRefused,
  ProviderEventReceived,
] as const;

export type PaymentCustomerEvent = EventsOf<(typeof paymentCustomerEvents)[number]>;
export type OnlinePaymentEvent = EventsOf<(typeof onlinePaymentEvents)[number]>;
