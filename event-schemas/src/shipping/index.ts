import type { EventsOf } from '../lots/index.js';
import type { shippingEvents } from './shipping.events.js';

export * from './shipping.events.js';

export type ShippingEvent = EventsOf<(typeof shippingEvents)[number]>;
