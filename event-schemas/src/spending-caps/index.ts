import type { EventsOf } from '../lots/index.js';
import type { spendingCapEvents } from './spending-cap.events.js';

export * from './spending-cap.events.js';

export type SpendingCapEvent = EventsOf<(typeof spendingCapEvents)[number]>;
