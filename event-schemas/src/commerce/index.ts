import type { EventsOf } from '../lots/index.js';
import type { cartEvents } from './cart.events.js';

export * from './cart.events.js';

export type CartEvent = EventsOf<(typeof cartEvents)[number]>;
