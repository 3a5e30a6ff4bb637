import type { EventsOf } from '../lots/index.js';
import type { cartEvents } from './cart.events.js';
import type { invoiceEvents } from './invoice.events.js';

export * from './cart.events.js';
export * from './invoice.events.js';

export type CartEvent = EventsOf<(typeof cartEvents)[number]>;
export type InvoiceEvent = EventsOf<(typeof invoiceEvents)[number]>;
