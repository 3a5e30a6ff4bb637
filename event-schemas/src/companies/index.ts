import type { EventsOf } from '../lots/index.js';
import type { buyerCompanyEvents } from './buyer-company.events.js';

export * from './buyer-company.events.js';

export type BuyerCompanyEvent = EventsOf<(typeof buyerCompanyEvents)[number]>;
