import type { EventsOf } from '../lots/index.js';
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
