import type { EventsOf } from '../lots/index.js';
import type { cartEvents } from './cart.events.js';
import { InvoiceRaisedV1, type invoiceEvents } from './invoice.events.js';

export * from './cart.events.js';
export * from './invoice.events.js';

export type CartEvent = EventsOf<(typeof cartEvents)[number]>;
export const commerceLegacyEvents = [InvoiceRaisedV1] as const;

export type InvoiceEvent = EventsOf<(typeof invoiceEvents)[number]>;
