import type { EventsOf } from '../lots/index.js';
import type { returnEvents } from './return.events.js';

export * from './return.events.js';

export type ReturnEvent = EventsOf<(typeof returnEvents)[number]>;
